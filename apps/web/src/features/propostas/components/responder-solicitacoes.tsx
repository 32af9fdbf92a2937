import { Anchor } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isEmSolicitacoes, type LinhaProposta } from '@portal/domain';
import { rotaEdicao } from '../lib/rota-edicao';

/** The way into a round of requests, on the row of a solution at status 6. */
export function ResponderSolicitacoes({ linha }: { linha: LinhaProposta }) {
  if (!isEmSolicitacoes(linha.statusProposta.idStatusProposta)) return null;
  return (
    <Anchor
      component={Link}
      to={rotaEdicao(linha)}
      fw={700}
      size="sm"
      display="inline-flex"
      mt={4}
      style={{ alignItems: 'center', gap: 4, minHeight: 24 }}
      aria-label={`Responder solicitações de ${linha.tituloProposta}`}
    >
      <IconMessageReply size={16} aria-hidden="true" />
      Responder solicitações
    </Anchor>
  );
}
