import { Paper, Stack, Text } from '@mantine/core';
import { type EmpresaContato, formatarCnpj } from '@portal/domain';
import { LinkSite } from '@/components/leitura/link-site';
import { ListaContatos } from './lista-contatos';

/** The companies list on a phone: one card per company, the contacts in view without scrolling. */
export function CartoesEmpresas({ empresas }: { empresas: readonly EmpresaContato[] }) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {empresas.map((empresa) => (
        <Paper component="li" key={empresa.id} withBorder radius="md" p="md">
          <Text fw={700}>{empresa.nomeOficial}</Text>
          <Text size="sm" c="gray.8">
            CNPJ {formatarCnpj(empresa.cnpj)}
          </Text>
          <LinkSite webSite={empresa.webSite} />
          <Text size="sm" fw={700} c="gray.8" mt="sm" mb={4}>
            Contatos
          </Text>
          <ListaContatos contatos={empresa.contatos} />
        </Paper>
      ))}
    </Stack>
  );
}
