import { PaginaEmBreve } from '@/components/feedback/pagina-em-breve';

export function IptHomePage() {
  return <PaginaEmBreve titulo="Estatísticas e soluções" />;
}
