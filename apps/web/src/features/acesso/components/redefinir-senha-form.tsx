import { Button, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { senhaSchema, destinoAposEntrar } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { comConfirmacaoSenha } from '@/components/form/confirmacao-senha';
import { useFormulario } from '@/components/form/use-formulario';
import { recarregarSessao } from '@/hooks/use-sessao';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { aplicarIssues } from '@/lib/issues-formulario';
import { redefinirSenha } from '../api/recuperacao-senha';
import { CamposNovaSenha } from '@/components/form/campos-nova-senha';

const schema = comConfirmacaoSenha(z.object({ senhaNova: senhaSchema }));
type Valores = { senhaNova: string; confirmacaoSenha: string };
const CAMPOS = ['senhaNova'] as const;

interface RedefinirSenhaFormProps {
  token: string;
  /** The link stopped working meanwhile (used in another tab, expired): the page says so. */
  onLinkRecusado: (mensagem: string) => void;
}

/** The new password of a reset link; on success the person is signed in where they belong. */
export function RedefinirSenhaForm({ token, onLinkRecusado }: RedefinirSenhaFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { form, aviso, setAviso, enviar } = useFormulario<Valores, { senhaNova: string }>(schema, {
    defaultValues: { senhaNova: '', confirmacaoSenha: '' },
  });

  const aoEnviar = enviar(async ({ senhaNova }) => {
    try {
      const resposta = await redefinirSenha({ token, senhaNova });
      await recarregarSessao(queryClient);
      navigate(destinoAposEntrar(resposta.tipoUsuario), { replace: true });
    } catch (erro) {
      if (!(erro instanceof ApiError)) {
        setAviso({ tipo: 'erro', mensagem: MENSAGEM_ERRO_INESPERADO });
        return;
      }
      if (aplicarIssues(erro.issues, form.setError, CAMPOS)) {
        form.setFocus('senhaNova');
        return;
      }
      if (erro.status === 400 || erro.status === 410) onLinkRecusado(erro.message);
      else setAviso({ tipo: 'erro', mensagem: erro.message });
    }
  });

  return (
    <form onSubmit={aoEnviar} noValidate>
      <Stack gap="md">
        <CamposNovaSenha control={form.control} focar />
        <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={form.formState.isSubmitting}
          leftSection={<IconKey size={18} aria-hidden="true" />}
        >
          Salvar nova senha e entrar
        </Button>
      </Stack>
    </form>
  );
}
