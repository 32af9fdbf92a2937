import { useId } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { EmpresaPublica } from '@portal/domain';
import { LinkSite } from '@/components/leitura/link-site';

/** Who offers the solution: the company's public name and website, nothing personal. */
export function EmpresaSolucao({ empresa }: { empresa: EmpresaPublica }) {
  const idTitulo = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={idTitulo}
    >
      <Title id={idTitulo} order={2} fz="h4" c="azulSp.9" mb="sm">
        Empresa
      </Title>
      <Stack gap={4}>
        <Text fw={700}>{empresa.nome}</Text>
        {empresa.webSite && <LinkSite webSite={empresa.webSite} />}
      </Stack>
    </Paper>
  );
}
