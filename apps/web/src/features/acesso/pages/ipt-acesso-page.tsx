import { PaginaEmBreve } from '@/components/feedback/pagina-em-breve';

export function IptAcessoPage() {
  return <PaginaEmBreve titulo="Acesso da equipe do IPT" />;
}
