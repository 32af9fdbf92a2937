import { PaginaEmBreve } from '@/components/feedback/pagina-em-breve';

export function PropostaFormPage() {
  return <PaginaEmBreve titulo="Cadastro da solução" />;
}
