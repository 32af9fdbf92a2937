import { Badge, Stack, Text } from '@mantine/core';
import { formatarData, type PedidoTitular } from '@portal/domain';
import { CartaoPedidoTitular } from './cartao-pedido-titular';

/** The person's own requests, newest first, each with its deadline or its answer. */
export function PedidosDaPessoa({ pedidos }: { pedidos: readonly PedidoTitular[] }) {
  if (pedidos.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Você ainda não fez pedidos ao encarregado.
      </Text>
    );
  return (
    <Stack
      component="ul"
      aria-label="Seus pedidos"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {pedidos.map((pedido) => (
        <CartaoPedidoTitular
          key={pedido.id}
          pedido={pedido}
          selo={
            pedido.resposta === null ? (
              <Badge variant="light" color="yellow">
                Aguardando resposta
              </Badge>
            ) : (
              <Badge variant="light" color="teal">
                Respondido
              </Badge>
            )
          }
          semResposta={
            <Text size="sm" c="gray.7">
              O encarregado responde por e-mail até {formatarData(pedido.prazoEm)}.
            </Text>
          }
        />
      ))}
    </Stack>
  );
}
