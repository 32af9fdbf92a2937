import { PaginaEmBreve } from '@/components/feedback/pagina-em-breve';

export function LogoutPage() {
  return <PaginaEmBreve titulo="Sessão encerrada com sucesso" />;
}
