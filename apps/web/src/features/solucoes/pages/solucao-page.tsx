import { Button, Center, Container, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { Aviso } from '@/components/feedback/aviso';
import { CamposSolucao } from '@/components/leitura/campos-solucao';
import { useTituloDocumento } from '@/hooks/use-titulo-documento';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import type { SecaoProposta, SolucaoPublica } from '@portal/domain';
import { isNaoEncontrada, useSolucaoPublica } from '../api/buscar-solucao';
import { ArquivosPublicos } from '../components/arquivos-publicos';
import { CabecalhoSolucaoPublica } from '../components/cabecalho-solucao-publica';
import { EmpresaSolucao } from '../components/empresa-solucao';
import { GaleriaFotos } from '../components/galeria-fotos';
import { MunicipiosImplantada } from '../components/municipios-implantada';
import { SolucaoNaoEncontrada } from '../components/solucao-nao-encontrada';
import { caminhoDoCatalogo } from '../lib/voltar-catalogo';
import classes from './solucao-page.module.css';

const SECOES_DA_PAGINA = [
  'destino',
  'descricaoTecnica',
  'justificativa',
  'historico',
  'suporte',
] as const satisfies readonly SecaoProposta[];

/**
 * /solutions/:id: the public view of one solution published on the portal. `acao` is what the
 * visitor may do with it (a manager saves it, writes to the company, tells the outcome),
 * composed by the route from other features.
 */
export function SolucaoPage({ acao }: { acao?: (solucao: SolucaoPublica) => ReactNode }) {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const voltarPara = caminhoDoCatalogo(state);
  const { data: solucao, isPending, isError, error, refetch } = useSolucaoPublica(id);
  useTituloDocumento(solucao?.titulo);

  if (isPending) {
    return (
      <Center py={80} role="status">
        <Loader aria-hidden="true" />
        <Text ml="md">Carregando a solução…</Text>
      </Center>
    );
  }
  if (isError && isNaoEncontrada(error)) return <SolucaoNaoEncontrada voltarPara={voltarPara} />;
  if (isError) {
    return (
      <Container size="sm" py="xl">
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
      </Container>
    );
  }

  return (
    <>
      <CabecalhoSolucaoPublica solucao={solucao} voltarPara={voltarPara} />
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        {/* The side column comes first in the page, as a phone shows it, and a wide screen
            places each column in its own grid cell: a page painted before its HTML has all
            arrived (a slow network) never moves a column when the other one arrives. */}
        <div className={classes.colunas}>
          <Stack gap="md" className={classes.lateral}>
            <EmpresaSolucao empresa={solucao.empresa} />
            {acao?.(solucao)}
            <MunicipiosImplantada municipios={solucao.municipiosImplantada} />
            <ArquivosPublicos arquivos={solucao.arquivosPublicos} />
          </Stack>
          <Stack gap="md" className={classes.principal}>
            <GaleriaFotos titulo={solucao.titulo} fotos={solucao.fotos} />
            <CamposSolucao
              solucao={solucao}
              nivel={2}
              // The page's header already shows the title, description and keywords.
              secoes={SECOES_DA_PAGINA}
            />
          </Stack>
        </div>
      </Container>
    </>
  );
}
