import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { formatarQuantidade } from '@/components/graficos/grafico';
import { GraficoBarras } from '@/components/graficos/grafico-barras';
import { GraficoColunas } from '@/components/graficos/grafico-colunas';
import { useVisitasPorDia } from '../api/visitas';
import { visitasDosDias } from '../lib/visitas';

const DIAS = 30;
const PAGINAS_NO_RANKING = 6;

/** The portal's page views of the last 30 days: a column per day and the most visited pages. */
export function VisitasPortal() {
  const { data, isPending, isError } = useVisitasPorDia(DIAS);
  if (isPending) return <Skeleton height={220} radius="md" />;
  if (isError)
    return (
      <Paper withBorder radius="md" p="lg">
        <Text size="sm" c="dimmed">
          Não foi possível carregar as visualizações do portal.
        </Text>
      </Paper>
    );

  const dias = visitasDosDias(data.dias, DIAS);
  const total = dias.reduce((soma, dia) => soma + dia.valor, 0);
  const paginas = data.paginas.slice(0, PAGINAS_NO_RANKING).map((p) => ({
    id: p.path,
    rotulo: p.path,
    valor: p.quantidade,
  }));
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Stack gap="lg">
        <GraficoColunas
          titulo={`Visualizações do portal nos últimos ${DIAS} dias`}
          itens={dias}
          nomeValor="Visualizações"
        />
        <Group gap="xl">
          <Text size="sm">
            Total: <strong>{formatarQuantidade(total)}</strong>
          </Text>
          <Text size="sm">
            Média por dia:{' '}
            <strong>{(total / DIAS).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}</strong>
          </Text>
        </Group>
        <GraficoBarras
          titulo="Páginas mais visitadas"
          nomeRotulo="Página"
          nomeValor="Visualizações"
          itens={paginas}
          vazio="Nenhuma visita no período."
        />
      </Stack>
    </Paper>
  );
}
