import { PaginaEmBreve } from '@/components/feedback/pagina-em-breve';

export function SenhaPage() {
  return <PaginaEmBreve titulo="Informe sua senha" />;
}
