import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { emailExistsSchema, LIMITES, type EmailExists } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CampoTexto } from '@/components/form/campo-texto';
import { ERRO_ANUNCIADO } from '@/components/form/erro-anunciado';
import { useFormulario } from '@/components/form/use-formulario';
import type { AreaAcesso } from '@/lib/entrar';
import { ApiError } from '@/lib/http';
import { verificarEmail } from '../api/verificar-email';
import { AREAS_ACESSO } from '../lib/areas-acesso';

/**
 * Spec §2 /login and /ipt: one e-mail; a known one goes to the password, a new one to
 * registration with the e-mail filled in.
 */
export function LoginForm({ area = 'empresa' }: { area?: AreaAcesso }) {
  const navigate = useNavigate();
  const rotas = AREAS_ACESSO[area];
  const { form, aviso, setAviso, enviar } = useFormulario<EmailExists, EmailExists>(
    emailExistsSchema,
    { defaultValues: { email: rotas.email.ler() ?? '' }, avisarCamposInvalidos: false },
  );

  const aoEnviar = enviar(async ({ email }) => {
    try {
      if (await verificarEmail(email, area)) {
        rotas.email.gravar(email);
        navigate(rotas.senha);
      } else {
        navigate(`${rotas.registro}?${new URLSearchParams({ email })}`);
      }
    } catch (erro) {
      setAviso({ tipo: 'erro', mensagem: erro instanceof ApiError ? erro.message : String(erro) });
    }
  });

  return (
    <form onSubmit={aoEnviar} noValidate>
      <Stack gap="lg">
        <Text>{rotas.instrucao}</Text>
        <CampoTexto
          control={form.control}
          name="email"
          label="E-mail"
          type="email"
          placeholder={area === 'ipt' ? 'nome@ipt.br' : 'nome@empresa.com.br'}
          maxLength={LIMITES.email}
          autoComplete="email"
          size="md"
          errorProps={ERRO_ANUNCIADO}
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
        {area === 'empresa' && (
          <Text size="sm" ta="center">
            É gestor público municipal?{' '}
            <Anchor component={Link} to="/gestor/cadastro" underline="always" inherit>
              Crie a sua conta de gestor
            </Anchor>
          </Text>
        )}
      </Stack>
    </form>
  );
}
