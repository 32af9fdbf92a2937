import { useState } from 'react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled, IconLogin2 } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { TIPO_USUARIO } from '@portal/domain';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { useSessao } from '@/hooks/use-sessao';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { useSelecao } from '@/hooks/selecao-gestor';
import { useAlterarSelecao } from '../api/selecao';

/**
 * "Salvar na minha seleção" on a public solution's page: the button for a verified manager, an
 * invitation to sign in for a visitor, nothing for companies and staff (they are not managers).
 */
export function SalvarNaSelecao() {
  const { id = '' } = useParams();
  const { data: sessao } = useSessao();
  const gestor = sessao?.tipoUsuario === TIPO_USUARIO.GESTOR;
  const selecao = useSelecao(gestor);
  const { salvar } = useAlterarSelecao();
  const [aviso, setAviso] = useState<AvisoDados | null>(null);
  if (sessao && !gestor) return null;

  // Also while the session is unknown: the server renders every public page as a visitor's, and
  // the invitation is plain links that work before the app takes over the page.
  if (!sessao) {
    return (
      <Paper withBorder radius="sm" p="md">
        <Stack gap="xs">
          <Text size="sm">
            É gestor público municipal? Entre para salvar esta solução e compará-la com outras.
          </Text>
          <Button
            component={Link}
            to="/login"
            variant="outline"
            leftSection={<IconLogin2 size={18} aria-hidden="true" />}
          >
            Entrar para salvar
          </Button>
          <Button component={Link} to="/gestor/cadastro" variant="subtle">
            Criar conta de gestor público
          </Button>
        </Stack>
      </Paper>
    );
  }

  const salva = selecao.data?.some((item) => item.solucao.id === id) ?? false;
  const aoSalvar = async () => {
    try {
      const resposta = await salvar.mutateAsync(id);
      setAviso({ tipo: 'sucesso', mensagem: resposta.message });
    } catch (erro) {
      const mensagem = erro instanceof ApiError ? erro.message : MENSAGEM_ERRO_INESPERADO;
      setAviso({ tipo: 'erro', mensagem });
    }
  };
  return (
    <Paper withBorder radius="sm" p="md">
      <Stack gap="xs">
        {salva ? (
          <Button
            component={Link}
            to="/gestor/selecao"
            variant="light"
            leftSection={<IconBookmarkFilled size={18} aria-hidden="true" />}
          >
            Na minha seleção — abrir
          </Button>
        ) : (
          <Button
            onClick={() => void aoSalvar()}
            loading={salvar.isPending}
            leftSection={<IconBookmark size={18} aria-hidden="true" />}
          >
            Salvar na minha seleção
          </Button>
        )}
        <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
      </Stack>
    </Paper>
  );
}
