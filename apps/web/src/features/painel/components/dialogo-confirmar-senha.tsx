import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { z } from 'zod';
import { senhaAtualSchema } from '@portal/domain';
import { CampoSenha } from '@/components/form/campo-senha';
import { ERRO_ANUNCIADO } from '@/components/form/erro-anunciado';
import { SemSenha } from '@/components/form/sem-senha';
import { useFormulario } from '@/components/form/use-formulario';

const confirmacaoSchema = z.object({ senhaAtual: senhaAtualSchema });
type Confirmacao = z.infer<typeof confirmacaoSchema>;

interface DialogoConfirmarSenhaProps {
  aberto: boolean;
  onCancelar: () => void;
  /** Saves with the password; resolves with a message for the field when it was refused. */
  onConfirmar: (senhaAtual: string) => Promise<string | null>;
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

  const fechar = () => {
    form.reset();
    onCancelar();
  };

  const aoConfirmar = enviar(async ({ senhaAtual }) => {
    const recusa = await onConfirmar(senhaAtual);
    // A wrong password keeps the dialog open with the server's 'Senha incorreta.' under the field.
    if (recusa)
      form.setError('senhaAtual', { type: 'server', message: recusa }, { shouldFocus: true });
    else form.reset();
  });

  return (
    <Modal
      opened={aberto}
      onClose={fechar}
      title="Confirme sua senha"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      styles={{
        title: { fontWeight: 700, fontSize: '1.25rem', color: 'var(--mantine-color-azulSp-9)' },
      }}
    >
      <form onSubmit={aoConfirmar} noValidate>
        <Stack gap="md">
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
          <SemSenha />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={fechar}>
              Cancelar
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Confirmar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
