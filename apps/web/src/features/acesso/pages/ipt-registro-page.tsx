import { PaginaEmBreve } from '@/components/feedback/pagina-em-breve';

export function IptRegistroPage() {
  return <PaginaEmBreve titulo="Cadastro da equipe do IPT" />;
}
