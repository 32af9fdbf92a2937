import { Anchor, Button, Container, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isPropostaEditavel, MENSAGENS, recusaDoCalendario, STATUS_PROPOSTA } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { useSessao } from '@/hooks/use-sessao';
import { solicitacoesQuery } from '@/hooks/solicitacoes';
import { useSituacaoInscricoes } from '@/hooks/use-situacao-inscricoes';
import { propostaQuery } from '../api/buscar-proposta';
import { PropostaForm } from '../components/proposta-form';
import { RodadaContext } from '../components/rodada-context';

const carregando = (
  <Stack gap="xl" role="status" aria-label="Carregando a solução">
    <Skeleton h={180} radius="md" />
    <Skeleton h={320} radius="md" />
  </Stack>
);

/**
 * /painel/propostas (new) and /painel/propostas/:id (edit while at status 1; in a round of
 * requests, only the parts they point at).
 */
export function PropostaFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data: sessao } = useSessao();
  const { data: situacao } = useSituacaoInscricoes();
  // The calendar's refusal for what this page would do: create (no id) or change (id).
  const recusa = situacao ? recusaDoCalendario(situacao, id ? 'editar' : 'criar') : null;
  // The solution this visit created: its form is already on screen and stays as it is.
  const [criadaAqui, setCriadaAqui] = useState<string | null>(null);
  const continuando = id !== undefined && criadaAqui === id;
  const proposta = useQuery({ ...propostaQuery(id ?? ''), enabled: Boolean(id) && !continuando });
  // A solution the institute sent back with requests (status 6) opens only where they point.
  const emSolicitacoes =
    proposta.data?.statusProposta.idStatusProposta === STATUS_PROPOSTA.SOLICITACOES_FEITAS;
  const rodadas = useQuery({ ...solicitacoesQuery(id ?? ''), enabled: emSolicitacoes });
  const rodada = rodadas.data?.find((r) => r.aberta) ?? null;

  const conteudo = () => {
    if (!sessao) return carregando;
    if (id && !continuando && proposta.isError)
      return (
        <Stack align="flex-start">
          <Aviso aviso={{ tipo: 'erro', mensagem: proposta.error.message }} />
          <Button onClick={() => proposta.refetch()}>Tentar novamente</Button>
        </Stack>
      );
    if (id && !continuando && !proposta.data) return carregando;
    if (emSolicitacoes && rodadas.isPending) return carregando;
    if (id && proposta.data && rodada)
      return (
        <RodadaContext.Provider value={{ propostaId: id, rodada }}>
          <PropostaForm
            proposta={proposta.data}
            usuario={{ id: sessao.id, email: sessao.email }}
            aoCriar={() => undefined}
          />
        </RodadaContext.Provider>
      );
    if (proposta.data && !isPropostaEditavel(proposta.data.statusProposta.idStatusProposta))
      return (
        <Stack align="flex-start">
          <Aviso aviso={{ tipo: 'info', mensagem: MENSAGENS.propostaNaoEditavel }} />
          <Anchor component={Link} to="/painel/lista-solucoes">
            Voltar para as soluções cadastradas
          </Anchor>
        </Stack>
      );
    const voltar = (
      <Anchor component={Link} to="/painel/lista-solucoes">
        Voltar para as soluções cadastradas
      </Anchor>
    );
    // Closed: a new solution has no form at all; an existing one is shown read-only, with why.
    if (recusa && !id)
      return (
        <Stack align="flex-start">
          <Aviso aviso={{ tipo: 'info', mensagem: recusa }} />
          {voltar}
        </Stack>
      );
    const formulario = (
      <PropostaForm
        key={continuando ? 'nova' : (id ?? 'nova')}
        proposta={proposta.data ?? null}
        usuario={{ id: sessao.id, email: sessao.email }}
        aoCriar={(novoId) => {
          setCriadaAqui(novoId);
          // Replace: going back should not reopen an empty form for another solution.
          navigate(`/painel/propostas/${novoId}`, { replace: true });
        }}
      />
    );
    if (!recusa) return formulario;
    return (
      <Stack gap="lg">
        <Aviso
          aviso={{ tipo: 'info', mensagem: `${recusa} A solução fica disponível só para leitura.` }}
        />
        {voltar}
        {/* A disabled fieldset disables every field and button inside it, natively. */}
        <fieldset
          disabled
          aria-label="Solução somente para leitura"
          style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
        >
          {formulario}
        </fieldset>
      </Stack>
    );
  };

  return (
    <>
      <CabecalhoPagina titulo="Cadastro da solução" sobretitulo="Área da empresa">
        {emSolicitacoes
          ? 'A equipe pediu alterações: altere o que foi pedido, responda e envie o PDF assinado de novo.'
          : id
            ? 'Continue preenchendo a solução; ela pode ser alterada até o envio do PDF assinado.'
            : 'Descreva a solução da sua empresa. Para salvar basta o título: o resto você preenche aos poucos, neste ou em outro computador. Os campos com * são necessários para gerar o PDF.'}
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        {conteudo()}
      </Container>
    </>
  );
}
