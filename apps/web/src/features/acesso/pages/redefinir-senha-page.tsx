import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { MENSAGENS } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { verificarLinkRedefinicao } from '../api/recuperacao-senha';
import { CartaoAcesso } from '../components/cartao-acesso';
import { RedefinirSenhaForm } from '../components/redefinir-senha-form';
import { tokenDoLink } from '../lib/token-do-link';

/** Why the link does not open, and the way to ask for another. */
function LinkRecusado({ mensagem }: { mensagem: string }) {
  return (
    <Stack gap="lg">
      <Aviso aviso={{ tipo: 'erro', mensagem }} />
      <Group justify="space-between">
        <Button component={Link} to="/senha/esqueci">
          Pedir um novo link
        </Button>
        <Anchor component={Link} to="/login">
          Voltar para o acesso
        </Anchor>
      </Group>
    </Stack>
  );
}

/** /senha/redefinir#token: the page of the e-mail's link. */
export function RedefinirSenhaPage() {
  const [token] = useState(tokenDoLink);
  const [recusa, setRecusa] = useState<string | null>(null);
  // Checked on arrival, so nobody types a new password into a link that is already over.
  const verificacao = useQuery({
    queryKey: ['redefinicao', token],
    queryFn: ({ signal }) => verificarLinkRedefinicao(token, signal),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

  const mensagemDaVerificacao = () => {
    if (token === '') return MENSAGENS.linkInvalido;
    const erro = verificacao.error;
    if (!erro) return null;
    return erro instanceof ApiError && erro.status < 500 ? erro.message : MENSAGEM_ERRO_INESPERADO;
  };
  const mensagem = recusa ?? mensagemDaVerificacao();

  return (
    <CartaoAcesso titulo="Crie uma nova senha">
      {mensagem ? (
        <LinkRecusado mensagem={mensagem} />
      ) : verificacao.isPending ? (
        <Group justify="center" py="lg">
          <Loader aria-label="Verificando o link" />
        </Group>
      ) : (
        <Stack gap="lg">
          <Text>
            Use a mesma regra do cadastro. Ao salvar, as outras sessões da sua conta são encerradas
            e você entra no portal.
          </Text>
          <RedefinirSenhaForm token={token} onLinkRecusado={setRecusa} />
        </Stack>
      )}
    </CartaoAcesso>
  );
}
