import { Anchor, Group, Loader, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { MENSAGENS } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CHAVE_SITUACAO_EMAIL } from '@/hooks/use-situacao-email';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { confirmarEmail } from '../api/confirmar-email';
import { CartaoAcesso } from '../components/cartao-acesso';
import { tokenDoLink } from '../lib/token-do-link';

const PEDIR_OUTRO = 'Para receber outro link, entre no portal e use "Reenviar e-mail".';

/** /email/confirmar#token: confirms on arrival; the link may be opened without signing in. */
export function ConfirmarEmailPage() {
  const [token] = useState(tokenDoLink);
  const queryClient = useQueryClient();
  // A query, not an effect: the cache runs the one-time link once even if the page mounts twice.
  const confirmacao = useQuery({
    queryKey: ['confirmacao-email', token],
    queryFn: async () => {
      const resposta = await confirmarEmail(token);
      await queryClient.invalidateQueries({ queryKey: CHAVE_SITUACAO_EMAIL });
      return resposta;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

  const erro = confirmacao.error;
  let mensagemErro: string | null = null;
  if (token === '') mensagemErro = MENSAGENS.linkInvalido;
  else if (erro)
    mensagemErro =
      erro instanceof ApiError && erro.status < 500 ? erro.message : MENSAGEM_ERRO_INESPERADO;

  return (
    <CartaoAcesso titulo="Confirmação de e-mail">
      <Stack gap="lg">
        {mensagemErro ? (
          <Aviso aviso={{ tipo: 'erro', mensagem: `${mensagemErro} ${PEDIR_OUTRO}` }} />
        ) : confirmacao.data ? (
          <Aviso aviso={{ tipo: 'sucesso', mensagem: confirmacao.data.message }} />
        ) : (
          <Group justify="center" py="lg">
            <Loader aria-label="Confirmando o e-mail" />
          </Group>
        )}
        <Group justify="center">
          <Anchor component={Link} to="/painel">
            Ir para o painel
          </Anchor>
        </Group>
      </Stack>
    </CartaoAcesso>
  );
}
