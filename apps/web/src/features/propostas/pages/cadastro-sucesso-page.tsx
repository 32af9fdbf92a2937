import { PaginaEmBreve } from '@/components/feedback/pagina-em-breve';

export function CadastroSucessoPage() {
  return <PaginaEmBreve titulo="Cadastro da proposta realizada com sucesso!!" />;
}
