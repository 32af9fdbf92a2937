import { useState } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconScale, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MAXIMO_COMPARACAO, MENSAGENS } from '@portal/domain';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { ErroConsulta } from '@/components/feedback/erro-consulta';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { useSelecao } from '@/hooks/selecao-gestor';
import { useAlterarSelecao, useComparacao } from '../api/selecao';
import { TabelaComparacao } from '../components/tabela-comparacao';

const mensagemDe = (erro: unknown) =>
  erro instanceof ApiError ? erro.message : MENSAGEM_ERRO_INESPERADO;

/** /gestor/selecao: the saved solutions; up to four of them compared side by side. */
export function MinhaSelecaoPage() {
  const selecao = useSelecao();
  const { remover } = useAlterarSelecao();
  const comparacao = useComparacao();
  const [marcadas, setMarcadas] = useState<string[]>([]);
  const [aviso, setAviso] = useState<AvisoDados | null>(null);

  const alternar = (id: string, marcar: boolean) =>
    setMarcadas((atuais) => (marcar ? [...atuais, id] : atuais.filter((m) => m !== id)));
  const podeComparar = marcadas.length >= 2 && marcadas.length <= MAXIMO_COMPARACAO;

  const tirar = async (id: string) => {
    try {
      const resposta = await remover.mutateAsync(id);
      setMarcadas((atuais) => atuais.filter((m) => m !== id));
      setAviso({ tipo: 'sucesso', mensagem: resposta.message });
    } catch (erro) {
      setAviso({ tipo: 'erro', mensagem: mensagemDe(erro) });
    }
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>Minha seleção</Title>
        <Text>
          Marque de 2 a {MAXIMO_COMPARACAO} soluções para compará-las campo a campo. Só as soluções
          publicadas no portal aparecem aqui.
        </Text>
        <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
        {selecao.isError && <ErroConsulta erro={selecao.error} />}
        {selecao.data?.length === 0 && (
          <Text>
            A sua seleção está vazia.{' '}
            <Anchor component={Link} to="/solutions" underline="always">
              Procure soluções no catálogo
            </Anchor>{' '}
            e use "Salvar na minha seleção".
          </Text>
        )}
        {selecao.data && selecao.data.length > 0 && (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {selecao.data.map(({ solucao }) => (
              <Paper component="li" key={solucao.id} withBorder radius="sm" p="md">
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Checkbox
                    size="md"
                    checked={marcadas.includes(solucao.id)}
                    disabled={
                      !marcadas.includes(solucao.id) && marcadas.length >= MAXIMO_COMPARACAO
                    }
                    onChange={(e) => alternar(solucao.id, e.currentTarget.checked)}
                    label={`Comparar ${solucao.titulo}`}
                  />
                  <Group gap="sm">
                    <Anchor component={Link} to={`/solutions/${solucao.id}`} underline="always">
                      Ver a solução
                    </Anchor>
                    <Button
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden="true" />}
                      onClick={() => void tirar(solucao.id)}
                      aria-label={`Remover ${solucao.titulo} da seleção`}
                    >
                      Remover
                    </Button>
                  </Group>
                </Group>
                <Text size="sm" c="gray.8" mt="xs">
                  {solucao.empresa.nome} · {solucao.destino.eixoDescricao}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
        {selecao.data && selecao.data.length > 0 && (
          <Group>
            <Button
              leftSection={<IconScale size={18} aria-hidden="true" />}
              disabled={!podeComparar}
              loading={comparacao.isPending}
              onClick={() => comparacao.mutate(marcadas)}
            >
              Comparar as marcadas ({marcadas.length})
            </Button>
            {!podeComparar && (
              <Text size="sm" c="gray.8">
                {MENSAGENS.comparacaoTamanho}
              </Text>
            )}
          </Group>
        )}
        {comparacao.isError && (
          <Aviso aviso={{ tipo: 'erro', mensagem: mensagemDe(comparacao.error) }} />
        )}
        {comparacao.data && (
          <Stack gap="sm" component="section" aria-labelledby="titulo-comparacao">
            <Title order={2} id="titulo-comparacao">
              Comparação
            </Title>
            <TabelaComparacao solucoes={comparacao.data} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
