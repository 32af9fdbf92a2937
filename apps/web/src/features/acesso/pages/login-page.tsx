import { PaginaEmBreve } from '@/components/feedback/pagina-em-breve';

export function LoginPage() {
  return <PaginaEmBreve titulo="Acesso ao programa" />;
}
