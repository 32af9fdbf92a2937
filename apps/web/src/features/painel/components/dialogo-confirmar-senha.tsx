import type { FormEvent } from 'react';
import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { senhaAtualSchema } from '@portal/domain';
import { CampoSenha } from '@/components/form/campo-senha';
import { ConfirmarComGovbr } from '@/components/form/confirmar-com-govbr';
import { ERRO_ANUNCIADO } from '@/components/form/erro-anunciado';
import { useFormulario } from '@/components/form/use-formulario';
import { Dialogo, AcoesDialogo } from '@/components/feedback/dialogo';
import {
  CHAVE_CONFIRMACAO_GOVBR,
  isConfirmadaComGovbr,
  useConfirmacaoGovbr,
} from '@/hooks/use-confirmacao-govbr';

const confirmacaoSchema = z.object({ senhaAtual: senhaAtualSchema });
type Confirmacao = z.infer<typeof confirmacaoSchema>;

interface DialogoConfirmarSenhaProps {
  aberto: boolean;
  onCancelar: () => void;
  /**
   * Saves with the password (none after a confirmation with gov.br); resolves with a message for
   * the field when it was refused.
   */
  onConfirmar: (senhaAtual: string | undefined) => Promise<string | null>;
}

/** 'Confirme sua senha' (spec §2): nothing is saved before the current password is checked. */
export function DialogoConfirmarSenha({
  aberto,
  onCancelar,
  onConfirmar,
}: DialogoConfirmarSenhaProps) {
  const { form, enviar } = useFormulario<Confirmacao, Confirmacao>(confirmacaoSchema, {
    defaultValues: { senhaAtual: '' },
    avisarCamposInvalidos: false,
  });
  const { data: govbr } = useConfirmacaoGovbr(aberto);
  const confirmado = isConfirmadaComGovbr(govbr);
  const queryClient = useQueryClient();

  const fechar = () => {
    form.reset();
    onCancelar();
  };

  const comSenha = enviar(async ({ senhaAtual }) => {
    const recusa = await onConfirmar(senhaAtual);
    // A wrong password keeps the dialog open with the server's 'Senha incorreta.' under the field.
    if (recusa)
      form.setError('senhaAtual', { type: 'server', message: recusa }, { shouldFocus: true });
    else form.reset();
  });

  // The window may close while the dialog is open: the server's refusal brings the field back.
  const semSenha = async (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    const recusa = await onConfirmar(undefined);
    if (!recusa) return;
    await queryClient.invalidateQueries({ queryKey: CHAVE_CONFIRMACAO_GOVBR });
    form.setError('senhaAtual', { type: 'server', message: recusa });
  };

  return (
    <Dialogo opened={aberto} onClose={fechar} title="Confirme sua senha">
      <form onSubmit={confirmado ? semSenha : comSenha} noValidate>
        <Stack gap="md">
          {!confirmado && (
            <>
              <Text size="sm">Para salvar as alterações, digite a senha que você usa hoje.</Text>
              <CampoSenha
                control={form.control}
                name="senhaAtual"
                label="Senha atual"
                placeholder="Sua senha atual"
                autoComplete="current-password"
                errorProps={ERRO_ANUNCIADO}
                data-autofocus
              />
            </>
          )}
          <ConfirmarComGovbr estado={govbr} />
          <AcoesDialogo onCancelar={fechar} enviando={form.formState.isSubmitting} />
        </Stack>
      </form>
    </Dialogo>
  );
}
