import type { ReactNode } from 'react';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatarData, type MembroEquipe } from '@portal/domain';

interface TabelaEquipeProps {
  titulo: string;
  descricao: string;
  membros: readonly MembroEquipe[];
  vazio: string;
  /** The role column: a fixed text or, for active members, a way to change it. */
  papel: (membro: MembroEquipe) => ReactNode;
  acoes: (membro: MembroEquipe) => ReactNode;
}

/** One group of the team page: pending, active or deactivated accounts. */
export function TabelaEquipe({
  titulo,
  descricao,
  membros,
  vazio,
  papel,
  acoes,
}: TabelaEquipeProps) {
  // On a phone each member is a block, so the buttons are in view without scrolling sideways.
  const telaLarga = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} fz="h4" c="azulSp.9">
        {titulo} ({membros.length})
      </Title>
      <Text size="sm" c="gray.8" mb="md">
        {descricao}
      </Text>
      {membros.length === 0 ? (
        <Text size="sm" c="dimmed">
          {vazio}
        </Text>
      ) : !telaLarga ? (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {membros.map((membro) => (
            <Paper component="li" key={membro.id} withBorder radius="sm" p="sm">
              <Stack gap={6}>
                <div>
                  <Text fw={600}>{membro.nome}</Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {membro.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Cadastro em {formatarData(membro.dataCadastro)}
                  </Text>
                </div>
                {papel(membro)}
                {acoes(membro)}
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th style={{ whiteSpace: 'nowrap' }}>Cadastro em</Table.Th>
                <Table.Th>Papel</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {membros.map((membro) => (
                <Table.Tr key={membro.id}>
                  <Table.Td fw={600}>{membro.nome}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{membro.email}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatarData(membro.dataCadastro)}
                  </Table.Td>
                  <Table.Td>{papel(membro)}</Table.Td>
                  <Table.Td>{acoes(membro)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
