import type { ReactNode } from 'react';
import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { Aviso } from '@/components/feedback/aviso';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { useSolucoesPublicas } from '../api/listar-solucoes';
import { BarraBuscaCatalogo } from '../components/barra-busca-catalogo';
import { CatalogoVazio } from '../components/catalogo-vazio';
import { DadosAbertos } from '../components/dados-abertos';
import { FacetasCatalogo } from '../components/facetas-catalogo';
import { GradeSolucoes } from '../components/grade-solucoes';
import { PaginacaoCatalogo } from '../components/paginacao-catalogo';
import { SugestaoBusca } from '../components/sugestao-busca';
import { useFiltrosCatalogo } from '../hooks/use-filtros-catalogo';
import { temFiltroCatalogo } from '../lib/filtros-catalogo';

const ID_RESULTADOS = 'resultados';

const quantidade = (total: number) =>
  `${total.toLocaleString('pt-BR')} ${total === 1 ? 'solução' : 'soluções'}`;

/**
 * /solutions: the public repository of the solutions the IPT made available on the portal. `acao`
 * is what a signed-in person may do with the search (a manager records it), composed by the route.
 */
export function SolucoesPage({ acao }: { acao?: ReactNode }) {
  const { search } = useLocation();
  const { filtros, alterar, irParaPagina, limpar } = useFiltrosCatalogo();
  const { data, isError, error, refetch, isPlaceholderData } = useSolucoesPublicas(filtros);

  const mudarPagina = (pagina: number) => {
    irParaPagina(pagina);
    document.getElementById(ID_RESULTADOS)?.scrollIntoView({ block: 'start' });
  };

  let resultados;
  if (isError && !data) {
    resultados = (
      <Stack gap="md">
        <Aviso
          aviso={{
            tipo: 'erro',
            mensagem: error instanceof ApiError ? error.message : MENSAGEM_ERRO_INESPERADO,
          }}
        />
        <Group>
          <Button onClick={() => void refetch()}>Tentar novamente</Button>
        </Group>
      </Stack>
    );
  } else if (data && data.total === 0 && !isPlaceholderData) {
    resultados = <CatalogoVazio filtrado={temFiltroCatalogo(filtros)} onLimpar={limpar} />;
  } else {
    resultados = (
      <Stack gap="xl">
        <GradeSolucoes solucoes={data?.itens} busca={search} atualizando={isPlaceholderData} />
        {data && (
          <PaginacaoCatalogo pagina={filtros.pagina} total={data.total} onPagina={mudarPagina} />
        )}
      </Stack>
    );
  }

  return (
    <>
      <CabecalhoPagina titulo="Soluções disponibilizadas">
        O repositório de soluções tecnológicas para cidades inteligentes avaliadas pelo IPT. Busque
        por palavras ou escolha um eixo temático para conhecer as soluções e as empresas que as
        oferecem.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Stack gap="xl">
          <Stack gap="md">
            <BarraBuscaCatalogo
              filtros={filtros}
              facetas={data?.facetas}
              onAlterar={alterar}
              onLimpar={limpar}
            />
            <FacetasCatalogo filtros={filtros} facetas={data?.facetas} onAlterar={alterar} />
            {acao}
          </Stack>
          <Stack gap="md" id={ID_RESULTADOS} style={{ scrollMarginTop: 16 }}>
            <Text size="sm" fw={600} role="status" aria-live="polite">
              {data && !isPlaceholderData
                ? `${quantidade(data.total)}${filtros.busca ? ', as mais relevantes primeiro' : ''}`
                : ''}
            </Text>
            {data?.sugestao && !isPlaceholderData && (
              <SugestaoBusca sugestao={data.sugestao} onBuscar={(busca) => alterar({ busca })} />
            )}
            {resultados}
          </Stack>
          <DadosAbertos />
        </Stack>
      </Container>
    </>
  );
}
