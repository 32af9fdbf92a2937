import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatarDataHora, type MembroEmpresa } from '@portal/domain';

interface ListaPessoasEmpresaProps {
  titulo: string;
  descricao: string;
  pessoas: readonly MembroEmpresa[];
  vazio: string;
  acoes: (pessoa: MembroEmpresa) => ReactNode;
}

/**
 * One group of the company's team page. Each person is a block with who they are (name, e-mail,
 * position, when they asked), so a member can recognise a stranger before accepting; the same
 * layout reads on a phone and on a desktop.
 */
export function ListaPessoasEmpresa({
  titulo,
  descricao,
  pessoas,
  vazio,
  acoes,
}: ListaPessoasEmpresaProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} fz="h4" c="azulSp.9">
        {titulo} ({pessoas.length})
      </Title>
      <Text size="sm" c="gray.8" mb="md">
        {descricao}
      </Text>
      {pessoas.length === 0 ? (
        <Text size="sm" c="gray.8">
          {vazio}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {pessoas.map((pessoa) => (
            <Paper component="li" key={pessoa.id} withBorder radius="sm" p="sm">
              <Group justify="space-between" align="center" gap="sm">
                <div>
                  <Text fw={600}>{pessoa.nome}</Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {pessoa.email}
                    {pessoa.cargo ? ` · ${pessoa.cargo}` : ''}
                  </Text>
                  {pessoa.solicitadaEm && (
                    <Text size="xs" c="gray.8">
                      Pedido em {formatarDataHora(pessoa.solicitadaEm)}
                    </Text>
                  )}
                </div>
                {acoes(pessoa)}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
