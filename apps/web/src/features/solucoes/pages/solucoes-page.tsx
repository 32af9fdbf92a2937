import { PaginaEmBreve } from '@/components/feedback/pagina-em-breve';

export function SolucoesPage() {
  return <PaginaEmBreve titulo="Soluções" />;
}
