import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatarDataHora, rotuloTipoPedidoTitular, type PedidoTitular } from '@portal/domain';

interface CartaoPedidoTitularProps {
  pedido: PedidoTitular;
  /** Beside the protocol: where the request stands. */
  selo: ReactNode;
  /** While unanswered: when the answer is due, or the way to give it. */
  semResposta: ReactNode;
  /** Lines about who asked, for whoever answers. */
  children?: ReactNode;
}

const TEXTO_LIVRE = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

/** A request about personal data as an item of a list: what was asked and what was answered. */
export function CartaoPedidoTitular({
  pedido,
  selo,
  semResposta,
  children,
}: CartaoPedidoTitularProps) {
  return (
    <Paper component="li" withBorder radius="sm" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>Pedido n.º {pedido.protocolo}</Text>
          {selo}
        </Group>
        {children}
        <Text size="sm">
          {rotuloTipoPedidoTitular(pedido.tipo)} · feito em {formatarDataHora(pedido.criadoEm)}
        </Text>
        <Text size="sm" style={TEXTO_LIVRE}>
          {pedido.descricao}
        </Text>
        {pedido.resposta === null ? (
          semResposta
        ) : (
          <Paper bg="gray.0" p="sm" radius="sm">
            <Text size="sm" fw={700}>
              Resposta de {formatarDataHora(pedido.respondidoEm)}
              {pedido.respondidoPor ? `, por ${pedido.respondidoPor}` : ''}
            </Text>
            <Text size="sm" style={TEXTO_LIVRE}>
              {pedido.resposta}
            </Text>
          </Paper>
        )}
      </Stack>
    </Paper>
  );
}
