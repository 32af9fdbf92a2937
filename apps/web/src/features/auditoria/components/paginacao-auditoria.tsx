import { Pagination } from '@mantine/core';
import { formatarQuantidade } from '@/components/graficos/grafico';

interface PaginacaoAuditoriaProps {
  pagina: number;
  tamanho: number;
  total: number;
  onPagina: (pagina: number) => void;
}

const ROTULOS_CONTROLE: Record<string, string> = {
  previous: 'Página anterior',
  next: 'Próxima página',
};

const totalDePaginas = (total: number, tamanho: number) => Math.max(Math.ceil(total / tamanho), 1);

/** "12 registros" or, past one page, "120 registros · página 2 de 3". */
export function resumoAuditoria({
  pagina,
  tamanho,
  total,
}: Omit<PaginacaoAuditoriaProps, 'onPagina'>) {
  const paginas = totalDePaginas(total, tamanho);
  const quantidade = `${formatarQuantidade(total)} ${total === 1 ? 'registro' : 'registros'}`;
  return paginas > 1
    ? `${quantidade} · página ${Math.min(pagina, paginas)} de ${paginas}`
    : quantidade;
}

/** The page links of a list of audit records; nothing when it fits one page. */
export function PaginacaoAuditoria({ pagina, tamanho, total, onPagina }: PaginacaoAuditoriaProps) {
  const paginas = totalDePaginas(total, tamanho);
  if (paginas <= 1) return null;
  return (
    <Pagination
      total={paginas}
      value={Math.min(pagina, paginas)}
      onChange={onPagina}
      siblings={1}
      // Nine 32 px controls fit a 390 px phone only this close together.
      gap={4}
      getControlProps={(controle) => ({ 'aria-label': ROTULOS_CONTROLE[controle] })}
      getItemProps={(numero) => ({ 'aria-label': `Página ${numero}` })}
    />
  );
}
