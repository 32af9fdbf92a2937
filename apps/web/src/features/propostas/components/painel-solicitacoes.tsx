import { Alert, Stack, Text } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import { ALVO_GERAL, formatarDataHoraExtenso } from '@portal/domain';
import { RespostaSolicitacao } from './resposta-solicitacao';
import { useRodada } from './rodada-context';

/**
 * The head of a form in a round of requests: what the institute asked, until when, and how
 * the round ends. Requests on the whole solution are answered here; the others beside their part.
 */
export function PainelSolicitacoes() {
  const contexto = useRodada();
  if (!contexto) return null;
  const { propostaId, rodada } = contexto;
  const gerais = rodada.solicitacoes.filter((s) => s.alvo === ALVO_GERAL);
  const partes = rodada.solicitacoes.filter((s) => s.alvo !== ALVO_GERAL);
  return (
    <Stack gap="sm">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconMessageQuestion size={20} aria-hidden="true" />}
        title="A equipe pediu alterações nesta solução"
      >
        <Stack gap={4}>
          <Text size="sm">
            {rodada.solicitacoes.length === 1
              ? 'Há 1 solicitação.'
              : `Há ${rodada.solicitacoes.length} solicitações.`}{' '}
            {partes.length > 0 &&
              `Só as partes pedidas podem ser alteradas: ${[...new Set(partes.map((s) => s.rotulo))].join(', ')}. As demais ficam somente para leitura.`}
          </Text>
          <Text size="sm">
            Para concluir, salve as alterações, responda a cada solicitação, baixe o PDF da solução
            na lista e envie-o assinado: a solução volta então para a equipe.
          </Text>
          {rodada.prazo && (
            <Text size="sm" fw={700}>
              Prazo para enviar o PDF assinado: {formatarDataHoraExtenso(rodada.prazo)}.
            </Text>
          )}
        </Stack>
      </Alert>
      {gerais.map((s) => (
        <RespostaSolicitacao key={s.id} propostaId={propostaId} solicitacao={s} />
      ))}
    </Stack>
  );
}
