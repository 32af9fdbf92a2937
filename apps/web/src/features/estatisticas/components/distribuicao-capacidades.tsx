import { Paper, SimpleGrid } from '@mantine/core';
import { type DistribuicaoCapacidade, EIXOS } from '@portal/domain';
import { GraficoBarras } from '@/components/graficos/grafico-barras';
import { maiorValor } from '@/components/graficos/grafico';

/**
 * Solutions per capability, one chart per axis. All share one scale, so a long bar means the
 * same number in every axis; capabilities without solutions are left out to keep it short.
 */
export function DistribuicaoCapacidades({
  detalhes,
}: {
  detalhes: readonly DistribuicaoCapacidade[];
}) {
  const itens = detalhes.map((d) => ({
    id: d.id,
    eixo: d.eixo,
    rotulo: d.descricao,
    valor: d.quantidade,
  }));
  const maximo = maiorValor(itens);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {EIXOS.map((eixo) => {
        const doEixo = itens
          .filter((item) => item.eixo === eixo.id && item.valor > 0)
          .sort((a, b) => b.valor - a.valor);
        const total = doEixo.reduce((soma, item) => soma + item.valor, 0);
        return (
          <Paper key={eixo.id} withBorder radius="md" p="lg">
            <GraficoBarras
              titulo={`${eixo.descricao} (${total})`}
              itens={doEixo}
              nomeRotulo="Capacidade"
              nomeValor="Soluções"
              maximo={maximo}
              cor="var(--mantine-color-teal-7)"
              vazio="Nenhuma solução neste eixo."
            />
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
