import { PaginaEmBreve } from '@/components/feedback/pagina-em-breve';

export function ListaSolucoesPage() {
  return <PaginaEmBreve titulo="Soluções cadastradas" />;
}
