import { Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { GraficoBarras } from '@/components/graficos/grafico-barras';
import { useEstatisticas } from '../api/estatisticas';
import { CartoesEstatisticas } from './cartoes-estatisticas';
import { DistribuicaoCapacidades } from './distribuicao-capacidades';
import { EnviosAtePrazo } from './envios-ate-prazo';
import { VisitasPortal } from './visitas-portal';

/** The statistics half of /ipt/home: totals, axes, capabilities and the portal's visits. */
export function PainelEstatisticas() {
  const { data, isError } = useEstatisticas();
  return (
    <Stack gap="xl">
      <section aria-labelledby="titulo-visao-geral">
        <Title order={2} id="titulo-visao-geral" fz="h3" c="azulSp.9" mb="md">
          Visão geral
        </Title>
        {isError && (
          <Text c="var(--mantine-color-error)" mb="sm">
            Não foi possível carregar as estatísticas.
          </Text>
        )}
        <Stack gap="md">
          <CartoesEstatisticas estatisticas={data} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Paper withBorder radius="md" p="lg" h="100%">
                {data ? (
                  <GraficoBarras
                    titulo="Soluções por eixo temático"
                    nomeRotulo="Eixo temático"
                    nomeValor="Soluções"
                    itens={data.distribuicaoPropostasDestinos.map((d) => ({
                      id: d.id,
                      rotulo: d.descricao,
                      valor: d.quantidade,
                    }))}
                    vazio="Nenhuma solução cadastrada."
                  />
                ) : (
                  <Skeleton height={180} />
                )}
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <VisitasPortal />
            </Grid.Col>
          </Grid>
          <EnviosAtePrazo />
        </Stack>
      </section>
      <section aria-labelledby="titulo-capacidades">
        <Title order={2} id="titulo-capacidades" fz="h3" c="azulSp.9" mb="md">
          Soluções por capacidade
        </Title>
        {data ? (
          <DistribuicaoCapacidades detalhes={data.distribuicaoPropostasDetalhes} />
        ) : (
          <Skeleton height={240} radius="md" />
        )}
      </section>
    </Stack>
  );
}
