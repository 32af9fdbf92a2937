import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { pedidoRedefinicaoSchema, type PedidoRedefinicao } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CampoTexto } from '@/components/form/campo-texto';
import { ERRO_ANUNCIADO } from '@/components/form/erro-anunciado';
import { useFormulario } from '@/components/form/use-formulario';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { pedirRedefinicao } from '../api/recuperacao-senha';

interface EsqueciSenhaFormProps {
  emailInicial: string;
  /** Where "Voltar para o acesso" leads: the entrance the person came from. */
  voltarPara: string;
}

/** "Esqueci minha senha": asks for the e-mail and answers the same whether or not it has an account. */
export function EsqueciSenhaForm({ emailInicial, voltarPara }: EsqueciSenhaFormProps) {
  const [enviado, setEnviado] = useState<string | null>(null);
  const { form, aviso, setAviso, enviar } = useFormulario<PedidoRedefinicao, PedidoRedefinicao>(
    pedidoRedefinicaoSchema,
    { defaultValues: { email: emailInicial }, avisarCamposInvalidos: false },
  );

  const aoEnviar = enviar(async (dados) => {
    try {
      setEnviado((await pedirRedefinicao(dados)).message);
    } catch (erro) {
      setAviso({
        tipo: 'erro',
        mensagem: erro instanceof ApiError ? erro.message : MENSAGEM_ERRO_INESPERADO,
      });
    }
  });

  if (enviado)
    return (
      <Stack gap="lg">
        <Aviso aviso={{ tipo: 'sucesso', mensagem: enviado }} />
        <Text>
          Confira também a caixa de spam. Se não chegar nada em alguns minutos, peça de novo.
        </Text>
        <Group justify="space-between">
          <Anchor component="button" type="button" onClick={() => setEnviado(null)}>
            Pedir de novo
          </Anchor>
          <Anchor component={Link} to={voltarPara}>
            Voltar para o acesso
          </Anchor>
        </Group>
      </Stack>
    );

  return (
    <form onSubmit={aoEnviar} noValidate>
      <Stack gap="lg">
        <Text>
          Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.
        </Text>
        <CampoTexto
          control={form.control}
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          size="md"
          withAsterisk
          errorProps={ERRO_ANUNCIADO}
          data-autofocus
        />
        <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={form.formState.isSubmitting}
          rightSection={<IconMailForward size={18} aria-hidden="true" />}
        >
          Enviar link
        </Button>
        <Group justify="center">
          <Anchor component={Link} to={voltarPara} size="sm">
            Voltar para o acesso
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
