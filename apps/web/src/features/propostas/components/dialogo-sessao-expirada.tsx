import { Button, Group, Stack, Text } from '@mantine/core';
import { loginSchema, type Login } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CampoSenha } from '@/components/form/campo-senha';
import { CampoTexto } from '@/components/form/campo-texto';
import { ERRO_ANUNCIADO } from '@/components/form/erro-anunciado';
import { useFormulario } from '@/components/form/use-formulario';
import { Dialogo } from '@/components/feedback/dialogo';

interface DialogoSessaoExpiradaProps {
  aberto: boolean;
  email: string;
  onCancelar: () => void;
  /** Signs in and saves; resolves with the refusal to show, or null once it went through. */
  onEntrar: (credenciais: Login) => Promise<string | null>;
}

/**
 * 'Sua sessão expirou': the password again, then the save runs by itself. The form behind it
 * keeps everything typed; nothing is reloaded.
 */
export function DialogoSessaoExpirada({
  aberto,
  email,
  onCancelar,
  onEntrar,
}: DialogoSessaoExpiradaProps) {
  const { form, aviso, setAviso, enviar } = useFormulario<Login, Login>(loginSchema, {
    defaultValues: { login: email, SenhaAtual: '' },
    avisarCamposInvalidos: false,
  });

  const fechar = () => {
    form.reset({ login: email, SenhaAtual: '' });
    setAviso(null);
    onCancelar();
  };

  const aoEntrar = enviar(async (credenciais) => {
    const recusa = await onEntrar(credenciais);
    if (recusa) setAviso({ tipo: 'erro', mensagem: recusa });
    else form.reset({ login: email, SenhaAtual: '' });
  });

  return (
    <Dialogo opened={aberto} onClose={fechar} title="Sua sessão expirou">
      <form onSubmit={aoEntrar} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Por segurança, entre novamente para salvar. Nada do que você digitou foi perdido: a
            solução será salva assim que a senha for confirmada.
          </Text>
          <CampoTexto
            control={form.control}
            name="login"
            label="E-mail"
            readOnly
            variant="filled"
            autoComplete="username"
          />
          <CampoSenha
            control={form.control}
            name="SenhaAtual"
            label="Senha"
            autoComplete="current-password"
            errorProps={ERRO_ANUNCIADO}
            data-autofocus
          />
          <Aviso aviso={aviso} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={fechar}>
              Cancelar
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Entrar e salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialogo>
  );
}
