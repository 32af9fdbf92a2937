import { PaginaEmBreve } from '@/components/feedback/pagina-em-breve';

export function IptLogoutPage() {
  return <PaginaEmBreve titulo="Sessão encerrada com sucesso" />;
}
