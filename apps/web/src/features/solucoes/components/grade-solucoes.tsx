import { SimpleGrid, Skeleton } from '@mantine/core';
import type { SolucaoResumo } from '@portal/domain';
import { TAMANHO_PAGINA_CATALOGO } from '../lib/filtros-catalogo';
import { CartaoSolucao } from './cartao-solucao';

const COLUNAS = { base: 1, sm: 2, md: 3 } as const;

interface GradeSolucoesProps {
  /** Undefined while the first page is on its way. */
  solucoes: readonly SolucaoResumo[] | undefined;
  busca: string;
  /** The cards of the previous search stay, dimmed, until the new ones arrive. */
  atualizando?: boolean;
}

/** The catalogue's cards: one column on a phone, up to three on a wide screen. */
export function GradeSolucoes({ solucoes, busca, atualizando = false }: GradeSolucoesProps) {
  if (!solucoes) {
    return (
      <SimpleGrid cols={COLUNAS} spacing="lg" aria-busy="true" aria-label="Carregando soluções">
        {Array.from({ length: TAMANHO_PAGINA_CATALOGO / 2 }, (_, i) => (
          <Skeleton key={i} height={340} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid
      component="ul"
      cols={COLUNAS}
      spacing="lg"
      aria-busy={atualizando}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        opacity: atualizando ? 0.6 : 1,
        transition: 'opacity 150ms',
      }}
    >
      {solucoes.map((solucao) => (
        <li key={solucao.id}>
          <CartaoSolucao solucao={solucao} busca={busca} />
        </li>
      ))}
    </SimpleGrid>
  );
}
