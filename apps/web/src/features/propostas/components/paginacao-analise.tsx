import { Group, Pagination, Select, Text } from '@mantine/core';
import { formatarQuantidade } from '@/components/graficos/grafico';
import { TAMANHOS_PAGINA, totalDePaginas } from '../lib/parametros-analise';

interface PaginacaoAnaliseProps {
  pagina: number;
  tamanho: number;
  total: number;
  onPagina: (pagina: number) => void;
  onTamanho: (tamanho: number) => void;
}

const ROTULOS_CONTROLE: Record<string, string> = {
  first: 'Primeira página',
  previous: 'Página anterior',
  next: 'Próxima página',
  last: 'Última página',
};

/** 'Página X de Y', the total, the page links and how many rows a page holds. */
export function PaginacaoAnalise({
  pagina,
  tamanho,
  total,
  onPagina,
  onTamanho,
}: PaginacaoAnaliseProps) {
  const paginas = totalDePaginas(total, tamanho);
  return (
    <Group justify="space-between" gap="md" wrap="wrap">
      <Text size="sm" role="status" aria-live="polite">
        Página {Math.min(pagina, paginas)} de {paginas} · {formatarQuantidade(total)}{' '}
        {total === 1 ? 'solução' : 'soluções'}
      </Text>
      <Group gap="md" wrap="wrap">
        <Pagination
          total={paginas}
          value={Math.min(pagina, paginas)}
          onChange={onPagina}
          withEdges
          siblings={1}
          size="sm"
          getControlProps={(controle) => ({ 'aria-label': ROTULOS_CONTROLE[controle] })}
          getItemProps={(numero) => ({ 'aria-label': `Página ${numero}` })}
        />
        <Select
          aria-label="Soluções por página"
          data={TAMANHOS_PAGINA.map((t) => ({ value: String(t), label: `${t} por página` }))}
          value={String(tamanho)}
          onChange={(valor) => valor && onTamanho(Number(valor))}
          allowDeselect={false}
          w={150}
          size="sm"
        />
      </Group>
    </Group>
  );
}
