import { Button, Group, Radio, Stack } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { useController } from 'react-hook-form';
import {
  decisaoAssinaturaSchema,
  LIMITES_DECISAO_ASSINATURA,
  type DecisaoAssinatura,
  type DecisaoAssinaturaEntrada,
} from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { useFormulario } from '@/components/form/use-formulario';
import { mostrarRecusa } from '@/lib/issues-formulario';
import { useDecidirAssinatura } from '../api/assinaturas';

interface DecisaoAssinaturaFormProps {
  propostaId: string;
  verificacaoId: string;
  onDecidido: (mensagem: string) => void;
}

const OPCOES = [
  { valor: 'aceita', rotulo: 'Aceitar a assinatura' },
  { valor: 'recusada', rotulo: 'Recusar a assinatura' },
] as const satisfies readonly { valor: DecisaoAssinatura; rotulo: string }[];

/** The form's values before the schema narrows `decisao` (nothing is chosen at first). */
interface ValoresDecisao {
  decisao: string;
  justificativa: string;
}

/** Staff's decision on a signature "a conferir": accept, or refuse saying why. */
export function DecisaoAssinaturaForm({
  propostaId,
  verificacaoId,
  onDecidido,
}: DecisaoAssinaturaFormProps) {
  const decidir = useDecidirAssinatura(propostaId);
  const { form, aviso, setAviso, enviar } = useFormulario<ValoresDecisao, DecisaoAssinaturaEntrada>(
    decisaoAssinaturaSchema,
    { defaultValues: { decisao: '', justificativa: '' } },
  );
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ name: 'decisao', control: form.control });

  const aoEnviar = enviar(async (decisao) => {
    try {
      const { mensagem } = await decidir.mutateAsync({ verificacaoId, ...decisao });
      onDecidido(mensagem);
    } catch (erro) {
      mostrarRecusa(erro, form.setError, ['decisao', 'justificativa'], setAviso);
    }
  });

  return (
    <form onSubmit={aoEnviar} noValidate>
      <Stack gap="sm">
        <Radio.Group
          name="decisao"
          label="Decisão da equipe"
          withAsterisk
          value={value}
          onChange={onChange}
          error={error?.message}
        >
          <Group mt="xs" gap="lg">
            {OPCOES.map(({ valor, rotulo }, i) => (
              <Radio
                key={valor}
                value={valor}
                label={rotulo}
                // The first option takes the focus when nothing was chosen.
                ref={i === 0 ? ref : undefined}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
              />
            ))}
          </Group>
        </Radio.Group>
        <CampoTextoLongo
          control={form.control}
          name="justificativa"
          label="Justificativa (obrigatória para recusar)"
          maxLength={LIMITES_DECISAO_ASSINATURA.justificativa}
        />
        <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            leftSection={<IconGavel size={18} aria-hidden="true" />}
          >
            Registrar decisão
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
