import { Button, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { emailExistsSchema, LIMITES, type EmailExists } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CampoTexto } from '@/components/form/campo-texto';
import { useFormulario } from '@/components/form/use-formulario';
import { ApiError } from '@/lib/http';
import { verificarEmail } from '../api/verificar-email';
import { emailAcesso } from '../lib/email-acesso';

/** Spec §2 /login: one e-mail; a known one goes to the password, a new one to registration. */
export function LoginForm() {
  const navigate = useNavigate();
  const { form, aviso, setAviso, enviar } = useFormulario<EmailExists, EmailExists>(
    emailExistsSchema,
    { defaultValues: { email: emailAcesso.ler() ?? '' }, avisarCamposInvalidos: false },
  );

  const aoEnviar = enviar(async ({ email }) => {
    try {
      if (await verificarEmail(email)) {
        emailAcesso.gravar(email);
        navigate('/senha');
      } else {
        navigate(`/register?${new URLSearchParams({ email })}`);
      }
    } catch (erro) {
      setAviso({ tipo: 'erro', mensagem: erro instanceof ApiError ? erro.message : String(erro) });
    }
  });

  return (
    <form onSubmit={aoEnviar} noValidate>
      <Stack gap="lg">
        <Text>Digite seu e-mail para entrar ou para cadastrar sua empresa no programa.</Text>
        <CampoTexto
          control={form.control}
          name="email"
          label="E-mail"
          type="email"
          placeholder="nome@empresa.com.br"
          maxLength={LIMITES.email}
          autoComplete="email"
          size="md"
          data-autofocus
        />
        <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={form.formState.isSubmitting}
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          Cadastrar / Entrar
        </Button>
      </Stack>
    </form>
  );
}
