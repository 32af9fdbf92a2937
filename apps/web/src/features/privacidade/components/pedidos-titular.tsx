import { useState } from 'react';
import { Badge, Button, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import type { PedidoTitular } from '@portal/domain';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { CartaoPedidoTitular } from './cartao-pedido-titular';
import { usePedidosTitular, type SituacaoPedidos } from '../api/pedidos-titular';
import { prazoPedido } from '../lib/prazo-pedido';
import { ErroConsulta } from '@/components/feedback/erro-consulta';
import { ModalResponderPedido } from './modal-responder-pedido';

const SITUACOES: { value: SituacaoPedidos; label: string }[] = [
  { value: 'abertos', label: 'Abertos' },
  { value: 'respondidos', label: 'Respondidos' },
  { value: 'todos', label: 'Todos' },
];

const VAZIO: Record<SituacaoPedidos, string> = {
  abertos: 'Nenhum pedido aguardando resposta.',
  respondidos: 'Nenhum pedido respondido até agora.',
  todos: 'Nenhum pedido até agora.',
};

/** The requests people made about their data, the nearest deadline first, and their answers. */
export function PedidosTitular() {
  const [situacao, setSituacao] = useState<SituacaoPedidos>('abertos');
  const [respondendo, setRespondendo] = useState<PedidoTitular | null>(null);
  const [aviso, setAviso] = useState<AvisoDados | null>(null);
  const consulta = usePedidosTitular(situacao);
  const agora = new Date();

  let lista;
  if (consulta.isError) {
    lista = (
      <ErroConsulta erro={consulta.error} onTentarNovamente={() => void consulta.refetch()} />
    );
  } else if (!consulta.data) {
    lista = (
      <Center py="md" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text ml="md">Carregando os pedidos…</Text>
      </Center>
    );
  } else if (consulta.data.length === 0) {
    lista = <Text c="dimmed">{VAZIO[situacao]}</Text>;
  } else {
    lista = (
      <Stack
        component="ul"
        aria-label="Pedidos sobre dados pessoais"
        aria-busy={consulta.isPlaceholderData}
        gap="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {consulta.data.map((pedido) => {
          const prazo = prazoPedido(pedido.prazoEm, agora);
          return (
            <CartaoPedidoTitular
              key={pedido.id}
              pedido={pedido}
              selo={
                pedido.resposta === null ? (
                  <Badge variant="light" color={prazo.cor}>
                    {prazo.rotulo}
                  </Badge>
                ) : (
                  <Badge variant="light" color="teal">
                    Respondido
                  </Badge>
                )
              }
              semResposta={
                <Group>
                  <Button
                    variant="light"
                    leftSection={<IconMessageReply size={18} aria-hidden="true" />}
                    aria-label={`Responder o pedido n.º ${pedido.protocolo}`}
                    onClick={() => setRespondendo(pedido)}
                  >
                    Responder
                  </Button>
                </Group>
              }
            >
              {pedido.pessoa && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {pedido.pessoa.nome} · {pedido.pessoa.email}
                </Text>
              )}
            </CartaoPedidoTitular>
          );
        })}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Situação dos pedidos"
        value={situacao}
        onChange={(valor) => setSituacao(valor as SituacaoPedidos)}
        data={SITUACOES}
        maw={420}
      />
      <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
      {lista}
      <ModalResponderPedido
        pedido={respondendo}
        onFechar={() => setRespondendo(null)}
        onRespondido={(mensagem) => {
          setRespondendo(null);
          setAviso({ tipo: 'sucesso', mensagem });
        }}
      />
    </Stack>
  );
}
