import { Anchor, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatarDataHora, ROTULOS_DESFECHO, TIPOS_DESFECHO } from '@portal/domain';
import { ErroConsulta } from '@/components/feedback/erro-consulta';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { GraficoBarras } from '@/components/graficos/grafico-barras';
import { maiorValor } from '@/components/graficos/grafico';
import { ENDERECO_ESTATISTICAS, useEstatisticasRepositorio } from '../api/estatisticas-repositorio';

/**
 * /estatisticas: what the repository holds and what municipalities did with it, per axis of
 * the call. Counts only; each chart opens the table of its numbers.
 */
export function EstatisticasRepositorioPage() {
  const { data, isPending, isError, error, refetch } = useEstatisticasRepositorio();
  return (
    <>
      <CabecalhoPagina titulo="Estatísticas do repositório">
        Soluções disponibilizadas, municípios que se interessaram por elas (salvaram, compararam,
        registraram numa pesquisa de mercado, escreveram à empresa ou contaram o desfecho) e os
        desfechos contados pelos gestores públicos, por eixo temático. Só contagens: nenhum
        município é identificado.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Stack gap="lg">
          <Text size="sm">
            Os mesmos números em <Anchor href={ENDERECO_ESTATISTICAS}>dados abertos (JSON)</Anchor>.
            Veja também as{' '}
            <Anchor component={Link} to="/solutions">
              soluções disponibilizadas
            </Anchor>
            .
          </Text>
          {isPending && <Text role="status">Carregando as estatísticas…</Text>}
          {isError && <ErroConsulta erro={error} onTentarNovamente={() => void refetch()} />}
          {data && (
            <>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                <Paper withBorder radius="md" p="lg">
                  <GraficoBarras
                    titulo="Soluções disponibilizadas por eixo"
                    itens={data.eixos.map((e) => ({
                      id: e.eixo,
                      rotulo: e.descricao,
                      valor: e.solucoesPublicadas,
                    }))}
                    nomeRotulo="Eixo temático"
                    nomeValor="Soluções"
                  />
                </Paper>
                <Paper withBorder radius="md" p="lg">
                  <GraficoBarras
                    titulo="Municípios interessados por eixo"
                    itens={data.eixos.map((e) => ({
                      id: e.eixo,
                      rotulo: e.descricao,
                      valor: e.municipiosInteressados,
                    }))}
                    nomeRotulo="Eixo temático"
                    nomeValor="Municípios"
                    cor="var(--mantine-color-teal-7)"
                  />
                </Paper>
              </SimpleGrid>
              <Title order={2} fz="h3">
                Desfechos por eixo
              </Title>
              <DesfechosPorEixo eixos={data.eixos} />
              <Text size="sm" c="gray.7">
                Atualizado em {formatarDataHora(data.geradoEm)}.
              </Text>
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}

type Eixos = NonNullable<ReturnType<typeof useEstatisticasRepositorio>['data']>['eixos'];

/** One chart per axis, on a common scale so equal numbers draw equal bars. */
function DesfechosPorEixo({ eixos }: { eixos: Eixos }) {
  const graficos = eixos.map((e) => ({
    eixo: e,
    itens: TIPOS_DESFECHO.map((tipo) => ({
      id: tipo,
      rotulo: ROTULOS_DESFECHO[tipo],
      valor: e.desfechos[tipo],
    })),
  }));
  const maximo = Math.max(0, ...graficos.map((g) => maiorValor(g.itens)));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {graficos.map(({ eixo, itens }) => (
        <Paper key={eixo.eixo} withBorder radius="md" p="lg">
          <GraficoBarras
            titulo={`Desfechos: ${eixo.descricao}`}
            itens={itens}
            nomeRotulo="Desfecho"
            nomeValor="Gestores"
            maximo={maximo}
            cor="var(--mantine-color-grape-7)"
          />
        </Paper>
      ))}
    </SimpleGrid>
  );
}
