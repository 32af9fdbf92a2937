import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatarDataHora } from '@portal/domain';
import { ErroConsulta } from '@/components/feedback/erro-consulta';
import { useInteresseMunicipios } from '../api/interesse-municipios';

/**
 * "Interesse de municípios" in the company's panel: the managers' messages, with the contact
 * to answer them, and how many municipalities did what with each solution (counts only).
 */
export function InteresseMunicipios() {
  const { data, isPending, isError, error, refetch } = useInteresseMunicipios();
  if (isPending) return <Text role="status">Carregando o interesse de municípios…</Text>;
  if (isError) return <ErroConsulta erro={error} onTentarNovamente={() => void refetch()} />;
  return (
    <Stack gap="xl">
      <section aria-labelledby="interesse-solucoes">
        <Title order={2} fz="h3" id="interesse-solucoes" mb="sm">
          Municípios interessados por solução
        </Title>
        {data.solucoes.length === 0 ? (
          <Text c="dimmed">A empresa ainda não tem soluções publicadas.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder>
              <caption>Quantos municípios diferentes fizeram cada ação (só contagens)</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Solução</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Salvaram
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Compararam
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Registraram
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Escreveram
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.solucoes.map((s) => (
                  <Table.Tr key={s.propostaId}>
                    <Table.Th scope="row" fw={400}>
                      {s.titulo}
                    </Table.Th>
                    <Table.Td ta="right">{s.salvaram}</Table.Td>
                    <Table.Td ta="right">{s.compararam}</Table.Td>
                    <Table.Td ta="right">{s.registraram}</Table.Td>
                    <Table.Td ta="right">{s.contataram}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>
      <section aria-labelledby="interesse-mensagens">
        <Title order={2} fz="h3" id="interesse-mensagens" mb="sm">
          Mensagens de gestores públicos
        </Title>
        {data.mensagens.length === 0 ? (
          <Text c="dimmed">Nenhuma mensagem recebida.</Text>
        ) : (
          <Stack gap="md">
            {data.mensagens.map((m) => (
              <Paper key={m.id} withBorder radius="md" p="md" component="article">
                <Title order={3} fz="h4">
                  {m.assunto}
                </Title>
                <Text size="sm" c="gray.7">
                  Sobre {m.solucao} · {formatarDataHora(m.enviadoEm)}
                </Text>
                <Text mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {m.texto}
                </Text>
                <Text size="sm" mt="sm">
                  {m.gestor.nome}
                  {m.gestor.cargo ? `, ${m.gestor.cargo}` : ''} — {m.gestor.municipio}/{m.gestor.uf}{' '}
                  ·{' '}
                  <Anchor
                    underline="always"
                    href={`mailto:${m.gestor.email}?subject=${encodeURIComponent(`Re: ${m.assunto}`)}`}
                  >
                    {m.gestor.email}
                  </Anchor>
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
