import { PaginaEmBreve } from '@/components/feedback/pagina-em-breve';

export function IptSenhaPage() {
  return <PaginaEmBreve titulo="Senha da equipe do IPT" />;
}
