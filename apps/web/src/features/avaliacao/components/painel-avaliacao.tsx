import { useState, type ReactNode } from 'react';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { formatarDataHora, TIPO_USUARIO } from '@portal/domain';
import { useParams } from 'react-router';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { useSessao } from '@/hooks/use-sessao';
import { usePainelAvaliacao } from '../api/painel';
import { AtribuicoesSolucao } from './atribuicoes-solucao';
import { DeclaracaoConflito } from './declaracao-conflito';
import { FormularioAvaliacao } from './formulario-avaliacao';
import { NotasPrivadas } from './notas-privadas';
import { ParecerTecnico } from './parecer-tecnico';
import { ResultadoAvaliacoes } from './resultado-avaliacoes';

function Secao({ titulo, id, children }: { titulo: string; id: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={3} id={id} fz="h4" c="azulSp.9" mb="sm">
        {titulo}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * The evaluation half of /ipt/solution/:id: the analyst's declaration and form, the submitted
 * evaluations once they may be seen, the administrator's assignments, the private notes and the
 * parecer. What each user gets is decided by the server; this only lays it out.
 */
export function PainelAvaliacao() {
  const { id = '' } = useParams();
  const { data: sessao } = useSessao();
  const { data: painel } = usePainelAvaliacao(id);
  const [aviso, setAviso] = useState<AvisoDados | null>(null);
  if (!painel) return null;
  const administrador = sessao?.tipoUsuario === TIPO_USUARIO.ADMINISTRADOR;

  if (painel.conflito) {
    return (
      <Alert color="yellow" title="Conflito de interesse declarado">
        Você declarou conflito de interesse com esta solução: as avaliações e as notas internas
        ficam ocultas para você.
      </Alert>
    );
  }

  const minha = painel.minha;
  const formularioAberto =
    painel.atribuicao?.semConflito &&
    painel.rubrica &&
    (minha === null || minha.situacao === 'rascunho');

  return (
    <Stack gap="lg">
      <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
      {painel.atribuicao && !painel.atribuicao.semConflito && (
        <Secao titulo="Sua avaliação" id="titulo-minha-avaliacao">
          <DeclaracaoConflito propostaId={id} />
        </Secao>
      )}
      {formularioAberto && (
        <Secao titulo="Sua avaliação" id="titulo-minha-avaliacao">
          <FormularioAvaliacao
            key={minha?.id ?? 'nova'}
            propostaId={id}
            criterios={painel.rubrica!.criterios}
            rascunho={minha}
            onEnviada={(mensagem) => setAviso({ tipo: 'sucesso', mensagem })}
          />
        </Secao>
      )}
      {minha?.situacao === 'enviada' && (
        <Text size="sm">
          Você enviou sua avaliação em {formatarDataHora(minha.enviadaEm!)} — nota{' '}
          {minha.notaFinal?.toLocaleString('pt-BR')} de 10.
        </Text>
      )}
      <Secao titulo="Avaliações" id="titulo-avaliacoes">
        {painel.avaliacoes ? (
          <ResultadoAvaliacoes
            consolidacao={painel.consolidacao}
            avaliacoes={painel.avaliacoes}
            podeReabrir={administrador}
          />
        ) : (
          <Text size="sm" c="dimmed">
            As avaliações dos demais avaliadores aparecem depois que você enviar a sua.
          </Text>
        )}
        {painel.atribuicoes && painel.conflitos && (
          <Stack mt="md">
            <AtribuicoesSolucao
              propostaId={id}
              atribuicoes={painel.atribuicoes}
              conflitos={painel.conflitos}
            />
          </Stack>
        )}
      </Secao>
      {painel.avaliacoes && (
        <Secao titulo="Parecer técnico" id="titulo-parecer">
          <ParecerTecnico propostaId={id} administrador={administrador} />
        </Secao>
      )}
      <Secao titulo="Notas internas da equipe" id="titulo-notas">
        <NotasPrivadas propostaId={id} />
      </Secao>
    </Stack>
  );
}
