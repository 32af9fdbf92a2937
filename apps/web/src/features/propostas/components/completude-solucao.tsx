import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isPropostaEditavel, type LinhaProposta, resumoCompletude } from '@portal/domain';
import { rotaEdicao } from '../lib/rota-edicao';

/**
 * Under a solution still with the company: what it lacks ('Faltam 7 campos e as fotos') and the
 * way back into it, or that it is ready to be printed and signed.
 */
export function CompletudeSolucao({ linha }: { linha: LinhaProposta }) {
  if (!isPropostaEditavel(linha.statusProposta.idStatusProposta)) return null;
  const { completude } = linha;
  if (completude.completa)
    return (
      <Text size="xs" c="teal.9" fw={600}>
        Completa: gere o PDF, assine e envie.
      </Text>
    );
  const resumo = resumoCompletude(completude);
  return (
    <Text size="xs" c="gray.8">
      {resumo.charAt(0).toUpperCase() + resumo.slice(1)}.{' '}
      <Anchor
        component={Link}
        to={rotaEdicao(linha)}
        size="xs"
        fw={700}
        aria-label={`Continuar preenchendo ${linha.tituloProposta}`}
        onClick={(evento) => evento.stopPropagation()}
      >
        Continuar preenchendo
      </Anchor>
    </Text>
  );
}
