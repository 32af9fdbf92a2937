import { PaginaEmBreve } from '@/components/feedback/pagina-em-breve';

export function RegisterPage() {
  return <PaginaEmBreve titulo="Cadastro de empresa e usuário" />;
}
