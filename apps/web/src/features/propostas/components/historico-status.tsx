import { Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { formatarDataHora } from '@portal/domain';
import { useHistoricoStatus } from '../api/historico-status';
import { SeloStatus } from './selo-status';

/** Every status the solution went through, newest first, with who set it (spec §2). */
export function HistoricoStatus({ propostaId }: { propostaId: string }) {
  const { data, isPending, isError } = useHistoricoStatus(propostaId);
  const entradas = [...(data ?? [])].sort(
    (a, b) => Date.parse(b.dataHora) - Date.parse(a.dataHora),
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} fz="h4" c="azulSp.9" mb="md" id="titulo-historico">
        Histórico de status
      </Title>
      {isPending ? (
        <Skeleton height={80} />
      ) : isError ? (
        <Text size="sm" c="var(--mantine-color-error)">
          Não foi possível carregar o histórico.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" striped aria-labelledby="titulo-historico">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Data/hora</Table.Th>
                <Table.Th>Usuário</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Observação</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entradas.map((entrada) => (
                <Table.Tr key={`${entrada.dataHora}-${entrada.idStatusProposta}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatarDataHora(entrada.dataHora)}
                  </Table.Td>
                  <Table.Td>{entrada.usuario.nome}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{entrada.usuario.email}</Table.Td>
                  <Table.Td>
                    <SeloStatus
                      idStatusProposta={entrada.idStatusProposta}
                      descricao={entrada.descricao}
                    />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-line' }}>{entrada.observacao ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
