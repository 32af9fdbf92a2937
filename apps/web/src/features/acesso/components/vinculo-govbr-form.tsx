import { Button, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MENSAGENS, vinculoGovbrSchema, type VinculoGovbr } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CampoSenha } from '@/components/form/campo-senha';
import { ERRO_ANUNCIADO } from '@/components/form/erro-anunciado';
import { useFormulario } from '@/components/form/use-formulario';
import { recarregarSessao } from '@/hooks/use-sessao';
import { ApiError } from '@/lib/http';
import { vincularGovbr } from '../api/govbr';

/** The account with gov.br's e-mail exists: its password proves the person may link it. */
export function VinculoGovbrForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { form, aviso, setAviso, enviar } = useFormulario<VinculoGovbr, VinculoGovbr>(
    vinculoGovbrSchema,
    { defaultValues: { senha: '' }, avisarCamposInvalidos: false },
  );

  const aoEnviar = enviar(async (dados) => {
    try {
      const sessao = await vincularGovbr(dados);
      await recarregarSessao(queryClient);
      navigate(sessao.destino, {
        replace: true,
        state: { aviso: { tipo: 'sucesso', mensagem: MENSAGENS.govbrVinculada } },
      });
    } catch (erro) {
      const mensagem = erro instanceof ApiError ? erro.message : String(erro);
      if (erro instanceof ApiError && erro.status === 401) {
        form.setError('senha', { type: 'server', message: mensagem }, { shouldFocus: true });
      }
      setAviso({ tipo: 'erro', mensagem });
    }
  });

  return (
    <form onSubmit={aoEnviar} noValidate>
      <Stack gap="md">
        <Text>{MENSAGENS.govbrContaExistente}</Text>
        <CampoSenha
          control={form.control}
          name="senha"
          label="Senha da sua conta no portal"
          autoComplete="current-password"
          size="md"
          errorProps={ERRO_ANUNCIADO}
          data-autofocus
        />
        <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
        <Button
          type="submit"
          size="md"
          loading={form.formState.isSubmitting}
          leftSection={<IconLink size={18} aria-hidden="true" />}
        >
          Vincular e entrar
        </Button>
      </Stack>
    </form>
  );
}
