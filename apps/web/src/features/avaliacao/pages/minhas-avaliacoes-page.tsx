import { useState } from 'react';
import {
  Anchor,
  Badge,
  Center,
  Container,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { Link } from 'react-router';
import { formatarData, type MinhaAvaliacao } from '@portal/domain';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { useMinhasAvaliacoes, type FiltroMinhas } from '../api/minhas';

const SITUACAO: Record<MinhaAvaliacao['situacao'], { rotulo: string; cor: string }> = {
  'declarar-conflito': { rotulo: 'Declarar conflito', cor: 'yellow' },
  'nao-iniciada': { rotulo: 'Não iniciada', cor: 'gray' },
  rascunho: { rotulo: 'Rascunho', cor: 'blue' },
  enviada: { rotulo: 'Enviada', cor: 'teal' },
};

/** /ipt/avaliacoes: the solutions assigned to the signed-in evaluator. */
export function MinhasAvaliacoesPage() {
  const [filtro, setFiltro] = useState<FiltroMinhas>('pendentes');
  const { data: itens, isPending } = useMinhasAvaliacoes(filtro);
  return (
    <>
      <CabecalhoPagina titulo="Minhas avaliações" sobretitulo="Área de avaliação do IPT">
        As soluções atribuídas a você. Abra uma solução para declarar conflito de interesse e
        avaliá-la.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Stack gap="md">
          <SegmentedControl
            aria-label="Situação das avaliações"
            value={filtro}
            onChange={(valor) => setFiltro(valor as FiltroMinhas)}
            data={[
              { value: 'pendentes', label: 'Pendentes' },
              { value: 'enviadas', label: 'Enviadas' },
              { value: '', label: 'Todas' },
            ]}
            maw={420}
          />
          {isPending || !itens ? (
            <Center py="xl" role="status">
              <Loader aria-hidden="true" />
              <Text ml="md">Carregando…</Text>
            </Center>
          ) : itens.length === 0 ? (
            <Paper withBorder p="xl" ta="center">
              <Text fw={600}>Nenhuma avaliação nesta lista.</Text>
            </Paper>
          ) : (
            <Paper withBorder radius="md">
              <Table.ScrollContainer minWidth={640}>
                <Table verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Código</Table.Th>
                      <Table.Th>Solução</Table.Th>
                      <Table.Th>Empresa</Table.Th>
                      <Table.Th>Prazo</Table.Th>
                      <Table.Th>Situação</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {itens.map((item) => (
                      <Table.Tr key={item.propostaId}>
                        <Table.Td ff="monospace">{item.codigoProposta}</Table.Td>
                        <Table.Td>
                          <Anchor
                            component={Link}
                            to={`/ipt/solution/${item.propostaId}`}
                            fw={600}
                            size="sm"
                          >
                            {item.titulo}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{item.nomeOficialEmpresa}</Table.Td>
                        <Table.Td>
                          {item.prazo ? formatarData(`${item.prazo}T12:00:00`) : '—'}
                        </Table.Td>
                        <Table.Td>
                          <Badge color={SITUACAO[item.situacao].cor} variant="light">
                            {SITUACAO[item.situacao].rotulo}
                          </Badge>
                          {item.reaberta && item.situacao !== 'enviada' && (
                            <Badge color="orange" variant="light" ml={4}>
                              Reaberta
                            </Badge>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          )}
        </Stack>
      </Container>
    </>
  );
}
