import { useEffect, useEffectEvent } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import {
  respostaPedidoTitularSchema,
  rotuloTipoPedidoTitular,
  type PedidoTitular,
  type RespostaPedidoTitular,
} from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { useFormulario } from '@/components/form/use-formulario';
import { mostrarRecusa } from '@/lib/issues-formulario';
import { limiteDoCampo } from '@/lib/limite-do-campo';
import { Dialogo } from '@/components/feedback/dialogo';
import { useResponderPedido } from '../api/pedidos-titular';

interface ModalResponderPedidoProps {
  /** The request being answered; null keeps the dialog closed. */
  pedido: PedidoTitular | null;
  onFechar: () => void;
  onRespondido: (mensagem: string) => void;
}

const VAZIA: RespostaPedidoTitular = { resposta: '' };

/** "Responder": the answer goes to the person by e-mail and closes the request. */
export function ModalResponderPedido({
  pedido,
  onFechar,
  onRespondido,
}: ModalResponderPedidoProps) {
  const responder = useResponderPedido();
  const { form, aviso, setAviso, enviar } = useFormulario<
    RespostaPedidoTitular,
    RespostaPedidoTitular
  >(respostaPedidoTitularSchema, { defaultValues: VAZIA });
  const comecar = useEffectEvent(() => {
    form.reset(VAZIA);
    setAviso(null);
  });
  useEffect(() => {
    if (pedido) comecar();
  }, [pedido]);

  const aoEnviar = enviar(async ({ resposta }) => {
    if (!pedido) return;
    try {
      const { mensagem } = await responder.mutateAsync({ id: pedido.id, resposta });
      onRespondido(mensagem);
    } catch (erro) {
      mostrarRecusa(erro, form.setError, ['resposta'], setAviso);
    }
  });

  return (
    <Dialogo
      opened={pedido !== null}
      onClose={onFechar}
      title={pedido ? `Responder o pedido n.º ${pedido.protocolo}` : ''}
      size="lg"
      tituloMenor
    >
      {pedido && (
        <form onSubmit={aoEnviar} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {rotuloTipoPedidoTitular(pedido.tipo)}
              {pedido.pessoa ? `, de ${pedido.pessoa.nome} (${pedido.pessoa.email})` : ''}. A
              resposta vai por e-mail à pessoa e fica registrada no pedido.
            </Text>
            <CampoTextoLongo
              control={form.control}
              name="resposta"
              label="Resposta"
              withAsterisk
              data-autofocus
              maxLength={limiteDoCampo(respostaPedidoTitularSchema.shape.resposta)}
            />
            <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onFechar}>
                Cancelar
              </Button>
              <Button
                type="submit"
                loading={form.formState.isSubmitting}
                leftSection={<IconSend size={18} aria-hidden="true" />}
              >
                Enviar resposta
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Dialogo>
  );
}
