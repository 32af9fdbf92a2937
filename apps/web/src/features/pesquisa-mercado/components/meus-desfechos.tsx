import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatarDataHora, ROTULOS_DESFECHO } from '@portal/domain';
import { ErroConsulta } from '@/components/feedback/erro-consulta';
import { useMeusDesfechos } from '../api/desfechos';

/** The manager's outcomes as they stand: one per solution, the newest declaration. */
export function MeusDesfechos() {
  const { data, isPending, isError, error, refetch } = useMeusDesfechos();
  if (isPending) return <Text role="status">Carregando os desfechos…</Text>;
  if (isError) return <ErroConsulta erro={error} onTentarNovamente={() => void refetch()} />;
  if (data.itens.length === 0) {
    return (
      <Text c="dimmed">
        Nenhum desfecho registrado. Registre-o na página da solução, em "Registrar desfecho".
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder>
        <caption>Desfechos registrados</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Solução</Table.Th>
            <Table.Th scope="col">Desfecho</Table.Th>
            <Table.Th scope="col">Observação</Table.Th>
            <Table.Th scope="col">Registrado em</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.itens.map((item) => (
            <Table.Tr key={item.propostaId}>
              <Table.Td>
                <Anchor component={Link} to={`/solutions/${item.propostaId}`}>
                  {item.titulo}
                </Anchor>
              </Table.Td>
              <Table.Td>{ROTULOS_DESFECHO[item.tipo]}</Table.Td>
              <Table.Td>{item.observacao ?? '—'}</Table.Td>
              <Table.Td>{formatarDataHora(item.registradoEm)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
