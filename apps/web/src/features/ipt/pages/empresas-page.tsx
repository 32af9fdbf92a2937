import { PaginaEmBreve } from '@/components/feedback/pagina-em-breve';

export function EmpresasPage() {
  return <PaginaEmBreve titulo="Empresas Cadastradas" />;
}
