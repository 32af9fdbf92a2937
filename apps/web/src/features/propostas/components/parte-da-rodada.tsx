import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { RespostaSolicitacao } from './resposta-solicitacao';
import { useRodada } from './rodada-context';

interface ParteDaRodadaProps {
  /** A section of the form (`descricaoTecnica`) or an attachment category (`anexos.fotos`). */
  alvo: string;
  children: ReactNode;
}

/**
 * A part of the form in a round of requests: open with its requests beside it, or
 * read-only, and labelled so, when nobody asked for it. Outside a round it is just the part.
 */
export function ParteDaRodada({ alvo, children }: ParteDaRodadaProps) {
  const contexto = useRodada();
  if (!contexto) return children;
  const { propostaId, rodada } = contexto;
  const solicitacoes = rodada.solicitacoes.filter((s) => s.alvo === alvo);
  if (rodada.partesAbertas.includes(alvo))
    return (
      <Stack gap="sm" data-parte-aberta={alvo}>
        {solicitacoes.map((s) => (
          <RespostaSolicitacao key={s.id} propostaId={propostaId} solicitacao={s} />
        ))}
        {children}
      </Stack>
    );
  const aviso = `somente-leitura-${alvo.replace(/\W/g, '-')}`;
  return (
    // A disabled fieldset disables every field and button inside it, natively.
    <fieldset
      disabled
      aria-describedby={aviso}
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
    >
      <Text id={aviso} size="sm" c="gray.8" mb={4}>
        <IconLock size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
        {solicitacoes.length > 0
          ? 'Somente leitura: o prazo desta solicitação terminou.'
          : 'Somente leitura: a equipe não pediu alterações nesta parte.'}
      </Text>
      {children}
    </fieldset>
  );
}
