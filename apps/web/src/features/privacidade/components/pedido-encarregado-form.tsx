import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useController } from 'react-hook-form';
import {
  LISTA_TIPOS_PEDIDO_TITULAR,
  pedidoTitularSchema,
  TIPOS_PEDIDO_TITULAR,
  type PedidoTitularNovo,
} from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { useFormulario } from '@/components/form/use-formulario';
import { mostrarRecusa } from '@/lib/issues-formulario';
import { limiteDoCampo } from '@/lib/limite-do-campo';
import { usePedirAoEncarregado } from '../api/pedir-ao-encarregado';

interface PedidoValores {
  tipo: string;
  descricao: string;
}

const VAZIO: PedidoValores = { tipo: '', descricao: '' };
const CAMPOS = ['tipo', 'descricao'] as const;
const OPCOES = [
  { value: '', label: 'Selecione' },
  ...LISTA_TIPOS_PEDIDO_TITULAR.map((tipo) => ({ value: tipo, label: TIPOS_PEDIDO_TITULAR[tipo] })),
];

/** A request under LGPD art. 18 that needs a person to decide; the answer comes by e-mail. */
export function PedidoEncarregadoForm() {
  const pedir = usePedirAoEncarregado();
  const { form, aviso, setAviso, enviar } = useFormulario<PedidoValores, PedidoTitularNovo>(
    pedidoTitularSchema,
    { defaultValues: VAZIO },
  );
  const {
    field: tipo,
    fieldState: { error: erroTipo },
  } = useController({ control: form.control, name: 'tipo' });

  const aoEnviar = enviar(async (pedido) => {
    try {
      const resposta = await pedir.mutateAsync(pedido);
      form.reset(VAZIO);
      setAviso({ tipo: 'sucesso', mensagem: resposta.mensagem });
    } catch (erro) {
      mostrarRecusa(erro, form.setError, CAMPOS, setAviso);
    }
  });

  return (
    <form onSubmit={aoEnviar} noValidate aria-label="Fazer um pedido ao encarregado">
      <Stack gap="md">
        <NativeSelect
          {...tipo}
          label="Tipo de pedido"
          withAsterisk
          data={OPCOES}
          error={erroTipo?.message}
        />
        <CampoTextoLongo
          control={form.control}
          name="descricao"
          label="Seu pedido"
          withAsterisk
          maxLength={limiteDoCampo(pedidoTitularSchema.shape.descricao)}
        />
        <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
        <Group>
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            leftSection={<IconSend size={18} aria-hidden="true" />}
          >
            Enviar pedido
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
