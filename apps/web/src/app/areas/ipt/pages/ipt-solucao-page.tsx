import { useState, type ReactNode } from 'react';
import { Center, Container, Grid, Loader, Stack, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { isEmSolicitacoes } from '@portal/domain';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { VersoesSolucao } from '@/features/propostas/components/versoes-solucao';
import { useProposta } from '@/features/propostas/api/buscar-proposta';
import { ArquivosSolucao } from '@/features/propostas/components/arquivos-solucao';
import { AssinaturaSolucao } from '@/features/propostas/components/assinatura-solucao';
import { AuditoriaSolucao } from '@/features/auditoria/components/auditoria-solucao';
import { CabecalhoSolucao } from '@/features/propostas/components/cabecalho-solucao';
import { CamposSolucao } from '@/components/leitura/campos-solucao';
import { ErroConsulta } from '@/components/feedback/erro-consulta';
import { HistoricoStatus } from '@/features/propostas/components/historico-status';
import { ModalAlterarStatus } from '@/features/propostas/components/modal-alterar-status';
import { ModalSolicitarAlteracoes } from '@/features/propostas/components/modal-solicitar-alteracoes';
import { SolicitacoesSolucao } from '@/features/propostas/components/solicitacoes-solucao';
import { TextoPortalSolucao } from '@/features/propostas/components/texto-portal-solucao';
import { ResumoEmpresa } from '@/features/empresas/components/resumo-empresa';

/**
 * /ipt/solution/:id: everything about one solution, and where its status changes. The technical
 * evaluation (`avaliacao`) is another feature's, composed in by the router.
 */
export function IptSolucaoPage({ avaliacao }: { avaliacao?: ReactNode }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: proposta, isPending, isError, error, refetch } = useProposta(id);
  const [modalAberto, setModalAberto] = useState(false);
  const [solicitando, setSolicitando] = useState(false);
  const [aviso, setAviso] = useState<AvisoDados | null>(null);

  // Back keeps the list's filters and page; opened from a link, the list starts fresh.
  const voltar = () =>
    (window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/ipt/home');

  let conteudo;
  if (isPending) {
    conteudo = (
      <Center py="xl" role="status">
        <Loader aria-hidden="true" />
        <Text ml="md">Carregando a solução…</Text>
      </Center>
    );
  } else if (isError) {
    conteudo = <ErroConsulta erro={error} onTentarNovamente={() => void refetch()} />;
  } else {
    conteudo = (
      <Stack gap="lg">
        <CabecalhoSolucao
          proposta={proposta}
          onAlterarStatus={() => setModalAberto(true)}
          onVoltar={voltar}
        />
        <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
        <HistoricoStatus propostaId={proposta.id} />
        <AssinaturaSolucao propostaId={proposta.id} />
        <SolicitacoesSolucao
          propostaId={proposta.id}
          podeSolicitar={!isEmSolicitacoes(proposta.statusProposta.idStatusProposta)}
          onSolicitar={() => setSolicitando(true)}
        />
        <VersoesSolucao propostaId={proposta.id} />
        <TextoPortalSolucao
          propostaId={proposta.id}
          status={proposta.statusProposta.idStatusProposta}
        />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Stack gap="lg">
              <ResumoEmpresa proposta={proposta} />
              <ArquivosSolucao propostaId={proposta.id} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <CamposSolucao solucao={proposta} />
          </Grid.Col>
        </Grid>
        {avaliacao}
        <AuditoriaSolucao propostaId={proposta.id} />
        <ModalAlterarStatus
          propostaId={proposta.id}
          statusAtual={proposta.statusProposta.idStatusProposta}
          titulo={proposta.titulo}
          aberto={modalAberto}
          onFechar={() => setModalAberto(false)}
          onSalvo={(mensagem) => setAviso({ tipo: 'sucesso', mensagem })}
        />
        <ModalSolicitarAlteracoes
          propostaId={proposta.id}
          statusAtual={proposta.statusProposta.idStatusProposta}
          aberto={solicitando}
          onFechar={() => setSolicitando(false)}
          onSalvo={(mensagem) => setAviso({ tipo: 'sucesso', mensagem })}
        />
      </Stack>
    );
  }

  return (
    <>
      <CabecalhoPagina titulo="Detalhes da solução" sobretitulo="Área de avaliação do IPT" />
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        {conteudo}
      </Container>
    </>
  );
}
