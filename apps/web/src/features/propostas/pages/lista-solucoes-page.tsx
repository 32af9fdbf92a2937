import type { ReactNode } from 'react';
import { Box, Button, Container, Group, Skeleton } from '@mantine/core';
import { IconBuildingCommunity, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { ProximosPassos } from '@/components/painel/proximos-passos';
import { useSessao } from '@/hooks/use-sessao';
import { usePodeAlterarSolucoes } from '@/hooks/use-situacao-inscricoes';
import { ListaSolucoes } from '../components/lista-solucoes';

/** The released technical opinions (`pareceres`) are the evaluation's, composed in by the router. */
export function ListaSolucoesPage({ pareceres }: { pareceres?: ReactNode }) {
  const { data: sessao } = useSessao();
  const podeAlterar = usePodeAlterarSolucoes();
  return (
    <>
      <CabecalhoPagina titulo="Soluções cadastradas" sobretitulo="Área da empresa">
        Baixe o PDF de cada solução, colete a assinatura do representante legal e envie o PDF
        assinado para que ela siga para avaliação.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Box mb="md">
          <ProximosPassos />
        </Box>
        {podeAlterar && (
          <Group justify="flex-end" mb="md">
            <Button
              component={Link}
              to="/painel/propostas"
              leftSection={<IconPlus size={18} aria-hidden="true" />}
            >
              Cadastrar solução
            </Button>
          </Group>
        )}
        {pareceres}
        {sessao ? <ListaSolucoes sessao={sessao} /> : <Skeleton h={320} radius="md" />}
        {/*
          Under the solutions it is about: the bar keeps the spec's four buttons, and on a phone
          the first solution stays on the first screen.
        */}
        <Group mt="lg">
          <Button
            component={Link}
            to="/painel/interesse-municipios"
            variant="default"
            leftSection={<IconBuildingCommunity size={18} aria-hidden="true" />}
          >
            Interesse de municípios nas suas soluções
          </Button>
        </Group>
      </Container>
    </>
  );
}
