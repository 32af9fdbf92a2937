import { PaginaEmBreve } from '@/components/feedback/pagina-em-breve';

export function IptSolucaoPage() {
  return <PaginaEmBreve titulo="Detalhes da solução" />;
}
