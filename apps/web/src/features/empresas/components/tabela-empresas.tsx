import { Table, Text } from '@mantine/core';
import { type EmpresaContato, formatarCnpj } from '@portal/domain';
import { LinkSite } from '@/components/leitura/link-site';
import { ListaContatos } from './lista-contatos';

/** 'Empresas Cadastradas': name, CNPJ, website and contacts of every company (spec §2). */
export function TabelaEmpresas({ empresas }: { empresas: readonly EmpresaContato[] }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="md" striped style={{ verticalAlign: 'top' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th>CNPJ</Table.Th>
            <Table.Th>Website</Table.Th>
            <Table.Th>Contatos</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {empresas.map((empresa) => (
            <Table.Tr key={empresa.id} style={{ verticalAlign: 'top' }}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {empresa.nomeOficial}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatarCnpj(empresa.cnpj)}</Text>
              </Table.Td>
              <Table.Td>
                <LinkSite webSite={empresa.webSite} />
              </Table.Td>
              <Table.Td>
                <ListaContatos contatos={empresa.contatos} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
