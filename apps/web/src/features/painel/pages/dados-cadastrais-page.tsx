import { PaginaEmBreve } from '@/components/feedback/pagina-em-breve';

export function DadosCadastraisPage() {
  return <PaginaEmBreve titulo="Usuário - Dados cadastrais" />;
}
