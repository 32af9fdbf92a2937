import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { loginSchema, type Login, destinoAposEntrar } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CampoSenha } from '@/components/form/campo-senha';
import { CampoTexto } from '@/components/form/campo-texto';
import { ERRO_ANUNCIADO } from '@/components/form/erro-anunciado';
import { useFormulario } from '@/components/form/use-formulario';
import { recarregarSessao } from '@/hooks/use-sessao';
import { entrar, type AreaAcesso } from '@/lib/entrar';
import { ApiError } from '@/lib/http';
import { AREAS_ACESSO } from '../lib/areas-acesso';

interface SenhaFormProps {
  email: string;
  area?: AreaAcesso;
}

/** Spec §2 /senha and /ipt/senha: the password of the e-mail stored at the first step. */
export function SenhaForm({ email, area = 'empresa' }: SenhaFormProps) {
  const rotas = AREAS_ACESSO[area];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { form, aviso, setAviso, enviar } = useFormulario<Login, Login>(loginSchema, {
    defaultValues: { login: email, SenhaAtual: '' },
    avisarCamposInvalidos: false,
  });

  const aoEnviar = enviar(async (credenciais) => {
    try {
      const resposta = await entrar(credenciais, area);
      rotas.email.limpar();
      await recarregarSessao(queryClient);
      navigate(destinoAposEntrar(resposta.tipoUsuario), { replace: true });
    } catch (erro) {
      setAviso({ tipo: 'erro', mensagem: erro instanceof ApiError ? erro.message : String(erro) });
    }
  });

  return (
    <form onSubmit={aoEnviar} noValidate>
      <Stack gap="lg">
        {/* Shown, and named `login`, so password managers pair the password with this account. */}
        <CampoTexto
          control={form.control}
          name="login"
          label="E-mail"
          type="email"
          autoComplete="username"
          readOnly
          variant="filled"
          size="md"
        />
        <CampoSenha
          control={form.control}
          name="SenhaAtual"
          label="Senha"
          autoComplete="current-password"
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
          rightSection={<IconLogin2 size={18} aria-hidden="true" />}
        >
          Entrar
        </Button>
        <Group justify="space-between">
          <Anchor component={Link} to={rotas.inicio} size="sm">
            Usar outro e-mail
          </Anchor>
          <Anchor
            component={Link}
            to={area === 'ipt' ? '/senha/esqueci?area=ipt' : '/senha/esqueci'}
            size="sm"
          >
            Esqueci minha senha
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
