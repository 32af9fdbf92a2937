import { Button, Stack } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { aceiteLGPDSchema, aceiteTermosSchema } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CampoAceite } from '@/components/form/campo-aceite';
import { useFormulario } from '@/components/form/use-formulario';
import { privacidadeQuery } from '@/hooks/use-privacidade';
import { recarregarSessao } from '@/hooks/use-sessao';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { useAceitarTermos } from '../api/aceitar-termos';

/** The version read, and the box that says it was read: the server receives only the version. */
const aceiteFormSchema = aceiteTermosSchema.extend({ aceite: aceiteLGPDSchema });
type AceiteValores = { versao: number; aceite: boolean };
type AceiteSaida = z.output<typeof aceiteFormSchema>;

/**
 * Accepts the version on screen. Once the server has it, the session is read again: with nothing
 * pending the page leads on by itself, and the guard lets the person through.
 */
export function AceiteTermosForm({ versao }: { versao: number }) {
  const queryClient = useQueryClient();
  const aceitar = useAceitarTermos();
  const { form, aviso, setAviso, enviar } = useFormulario<AceiteValores, AceiteSaida>(
    aceiteFormSchema,
    { defaultValues: { versao, aceite: false }, avisarCamposInvalidos: false },
  );

  const aoEnviar = enviar(async (dados) => {
    try {
      await aceitar.mutateAsync({ versao: dados.versao });
      await recarregarSessao(queryClient);
    } catch (erro) {
      if (!(erro instanceof ApiError)) {
        setAviso({ tipo: 'erro', mensagem: MENSAGEM_ERRO_INESPERADO });
        return;
      }
      if (erro.status === 409) {
        // A newer version came out while the person read: show it and ask again.
        const atual = await queryClient.fetchQuery({ ...privacidadeQuery, staleTime: 0 });
        form.reset({ versao: atual.termos.versao, aceite: false });
      }
      setAviso({ tipo: 'erro', mensagem: erro.message });
    }
  });

  return (
    <form onSubmit={aoEnviar} noValidate>
      <Stack gap="md">
        <CampoAceite
          control={form.control}
          name="aceite"
          label="Li e aceito os novos termos de uso e o aviso de privacidade."
        />
        <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
        <Button
          type="submit"
          size="md"
          loading={form.formState.isSubmitting}
          leftSection={<IconCheck size={18} aria-hidden="true" />}
        >
          Aceitar e continuar
        </Button>
      </Stack>
    </form>
  );
}
