import { Stack, Text } from '@mantine/core';
import type { EmpresaPublica } from '@portal/domain';
import { LinkSite } from '@/components/leitura/link-site';
import { SecaoTitulada } from '@/components/leitura/secao-titulada';

/** Who offers the solution: the company's public name and website, nothing personal. */
export function EmpresaSolucao({ empresa }: { empresa: EmpresaPublica }) {
  return (
    <SecaoTitulada titulo="Empresa" nivel={2}>
      <Stack gap={4}>
        <Text fw={700}>{empresa.nome}</Text>
        {empresa.webSite && <LinkSite webSite={empresa.webSite} />}
      </Stack>
    </SecaoTitulada>
  );
}
