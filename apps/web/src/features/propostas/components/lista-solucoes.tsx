import { useEffect, useState } from 'react';
import { Anchor, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import {
  isEmSolicitacoes,
  isPropostaEditavel,
  type LinhaProposta,
  MENSAGENS,
  TAMANHO_PAGINA_SOLUCOES,
} from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { DialogoConfirmacao } from '@/components/feedback/dialogo-confirmacao';
import { SobreposicaoCarregando } from '@/components/feedback/sobreposicao-carregando';
import { useProvaCnpjAtual } from '@/hooks/use-prova-cnpj';
import { usePodeAlterarSolucoes } from '@/hooks/use-situacao-inscricoes';
import type { Sessao } from '@/lib/sessao';
import { verificarPdf } from '@/lib/arquivos';
import { ancoraDaSolucao } from '@/lib/proximos-passos';
import { propostasDoUsuarioQuery } from '@/hooks/propostas-do-usuario';
import { useAcoesSolucao } from '../hooks/use-acoes-solucao';
import { filtrarSolucoes, filtrosVazios, paginar } from '../lib/filtrar-solucoes';
import { FiltrosSolucoes } from './filtros-solucoes';
import { ModalDetalhesSolucao } from './modal-detalhes-solucao';
import { PaginacaoSolucoes } from './paginacao-solucoes';
import { SolucoesResponsivas } from './solucoes-responsivas';

/** /painel/lista-solucoes: search, filters, paging and each solution's PDFs. */
export function ListaSolucoes({ sessao }: { sessao: Sessao }) {
  const lista = useQuery(propostasDoUsuarioQuery(sessao.id));
  const prova = useProvaCnpjAtual(sessao.empresa?.id);
  const acoes = useAcoesSolucao();
  const podeAlterar = usePodeAlterarSolucoes();
  const [filtros, setFiltros] = useState(filtrosVazios);
  const [pagina, setPagina] = useState(1);
  const [detalhes, setDetalhes] = useState<string | null>(null);
  const [assinado, setAssinado] = useState<{ linha: LinhaProposta; arquivo: File } | null>(null);
  const [retirando, setRetirando] = useState<LinhaProposta | null>(null);
  const { hash } = useLocation();

  // "Próximos passos" links to a solution's row: its page is shown, unfiltered, and scrolled to.
  const [hashSeguido, setHashSeguido] = useState('');
  if (lista.data && hash !== hashSeguido) {
    setHashSeguido(hash);
    const indice = lista.data.findIndex((l) => `#${ancoraDaSolucao(l.propostaID)}` === hash);
    if (indice >= 0) {
      setFiltros(filtrosVazios);
      setPagina(Math.floor(indice / TAMANHO_PAGINA_SOLUCOES) + 1);
    }
  }
  useEffect(() => {
    if (hashSeguido)
      document.getElementById(hashSeguido.slice(1))?.scrollIntoView({ block: 'center' });
  }, [hashSeguido]);

  if (lista.isPending) return <Skeleton h={320} radius="md" aria-label="Carregando soluções" />;
  if (lista.isError)
    return (
      <Stack align="flex-start">
        <Aviso aviso={{ tipo: 'erro', mensagem: lista.error.message }} />
        <Button onClick={() => lista.refetch()}>Tentar novamente</Button>
      </Stack>
    );

  const linhas = lista.data;
  const filtradas = filtrarSolucoes(linhas, filtros);
  const atual = paginar(filtradas, pagina);

  const escolherAssinado = (linha: LinhaProposta, arquivo: File) => {
    const problema = verificarPdf(arquivo);
    if (problema) acoes.setAviso({ tipo: 'erro', mensagem: problema });
    else setAssinado({ linha, arquivo });
  };

  return (
    <Stack gap="lg">
      <SobreposicaoCarregando mensagem={acoes.progresso} />
      <Aviso aviso={acoes.aviso} onFechar={() => acoes.setAviso(null)} />
      {linhas.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text size="lg" fw={600}>
            {MENSAGENS.nenhumaSolucaoCadastrada}
          </Text>
          <Anchor component={Link} to="/painel/propostas" mt="sm" display="inline-block">
            Cadastrar uma solução
          </Anchor>
        </Paper>
      ) : (
        <>
          <FiltrosSolucoes
            filtros={filtros}
            onChange={(novos) => {
              setFiltros(novos);
              setPagina(1);
            }}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {filtradas.length === 1 ? '1 solução' : `${filtradas.length} soluções`}
          </Text>
          {filtradas.length === 0 ? (
            <Text>Nenhuma solução encontrada com esses filtros.</Text>
          ) : (
            <SolucoesResponsivas
              linhas={atual.itens}
              // After the call's deadline no upload is offered (the server would refuse it),
              // except to answer a round of requests, which has dates of its own.
              podeEnviarAssinado={(linha) => {
                const status = linha.statusProposta.idStatusProposta;
                const aberta =
                  isEmSolicitacoes(status) || (podeAlterar && isPropostaEditavel(status));
                return Boolean(prova.atual) && aberta;
              }}
              onDetalhes={(linha) => setDetalhes(linha.propostaID)}
              onBaixarPdf={acoes.baixarPdf}
              onEscolherAssinado={escolherAssinado}
              onBaixarAssinado={acoes.baixarAssinado}
              onApagarAssinado={podeAlterar ? setRetirando : undefined}
            />
          )}
          <PaginacaoSolucoes
            pagina={atual.pagina}
            totalPaginas={atual.totalPaginas}
            onMudar={setPagina}
          />
        </>
      )}
      <ModalDetalhesSolucao propostaId={detalhes} onFechar={() => setDetalhes(null)} />
      <DialogoConfirmacao
        aberto={retirando !== null}
        titulo={MENSAGENS.confirmarApagarArquivo}
        rotuloConfirmar="Apagar"
        perigoso
        onCancelar={() => setRetirando(null)}
        onConfirmar={() => {
          if (retirando) void acoes.apagarAssinado(retirando);
          setRetirando(null);
        }}
      >
        <Text size="sm">
          Sem o PDF assinado, a solução &quot;{retirando?.tituloProposta}&quot; volta para a empresa
          e pode ser editada e assinada de novo.
        </Text>
      </DialogoConfirmacao>
      <DialogoConfirmacao
        aberto={assinado !== null}
        titulo="Tem certeza que deseja continuar?"
        rotuloConfirmar="Enviar PDF assinado"
        onCancelar={() => setAssinado(null)}
        onConfirmar={() => {
          if (assinado) void acoes.enviarAssinado(assinado.linha, assinado.arquivo);
          setAssinado(null);
        }}
      >
        <Aviso
          aviso={{
            tipo: 'atencao',
            mensagem: `Ao enviar ${assinado?.arquivo.name ?? 'o PDF assinado'}, a solução "${assinado?.linha.tituloProposta ?? ''}" segue para avaliação e não poderá mais ser editada.`,
          }}
        />
      </DialogoConfirmacao>
    </Stack>
  );
}
