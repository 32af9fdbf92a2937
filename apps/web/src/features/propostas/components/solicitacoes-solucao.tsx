import { Badge, Button, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatarDataHora, formatarDataHoraExtenso, type RodadaSolicitacoes } from '@portal/domain';
import { solicitacoesQuery } from '@/hooks/solicitacoes';

const situacao = (rodada: RodadaSolicitacoes) =>
  rodada.aberta
    ? { cor: 'yellow', texto: 'Aguardando a empresa' }
    : rodada.envioNumero
      ? { cor: 'teal', texto: `Respondida na versão ${rodada.envioNumero}` }
      : { cor: 'gray', texto: 'Encerrada pela equipe' };

interface SolicitacoesSolucaoProps {
  propostaId: string;
  /** Staff may open a round unless one is open (status 6). */
  podeSolicitar: boolean;
  onSolicitar: () => void;
}

/** The rounds of requests of a solution, each request with the company's answer. */
export function SolicitacoesSolucao({
  propostaId,
  podeSolicitar,
  onSolicitar,
}: SolicitacoesSolucaoProps) {
  const { data, isPending, isError } = useQuery(solicitacoesQuery(propostaId));
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="titulo-solicitacoes"
    >
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Title order={2} fz="h4" c="azulSp.9" id="titulo-solicitacoes">
          Solicitações à empresa
        </Title>
        <Button
          variant="light"
          leftSection={<IconMessagePlus size={18} aria-hidden="true" />}
          onClick={onSolicitar}
          disabled={!podeSolicitar}
        >
          Solicitar alterações
        </Button>
      </Group>
      {isPending ? (
        <Skeleton height={60} />
      ) : isError ? (
        <Text size="sm" c="var(--mantine-color-error)">
          Não foi possível carregar as solicitações.
        </Text>
      ) : data.length === 0 ? (
        <Text size="sm" c="gray.8">
          Nenhuma solicitação feita a esta solução.
        </Text>
      ) : (
        <Stack gap="md">
          {data.map((rodada) => {
            const { cor, texto } = situacao(rodada);
            return (
              <Stack key={rodada.numero} gap="xs">
                <Group gap="sm" wrap="wrap">
                  <Text fw={700}>Rodada {rodada.numero}</Text>
                  <Badge color={cor} variant="light">
                    {texto}
                  </Badge>
                  <Text size="sm" c="gray.8">
                    por {rodada.abertaPor} em {formatarDataHora(rodada.abertaEm)}
                  </Text>
                </Group>
                <List spacing="sm">
                  {rodada.solicitacoes.map((s) => (
                    <List.Item key={s.id}>
                      <Text fw={600}>{s.rotulo}</Text>
                      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                        {s.texto}
                      </Text>
                      {s.prazo && (
                        <Text size="sm" c="gray.8">
                          Prazo: {formatarDataHoraExtenso(s.prazo)}
                        </Text>
                      )}
                      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                        <strong>Resposta:</strong>{' '}
                        {s.resposta
                          ? `${s.resposta} (${s.respondidaPor}, ${formatarDataHora(s.respondidaEm!)})`
                          : 'ainda sem resposta.'}
                      </Text>
                    </List.Item>
                  ))}
                </List>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
