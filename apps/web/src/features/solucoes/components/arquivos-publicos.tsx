import { useId } from 'react';
import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import type { SolucaoPublica } from '@portal/domain';

/** The attachments an administrator made public; nothing else the company sent is shown. */
export function ArquivosPublicos({ arquivos }: { arquivos: SolucaoPublica['arquivosPublicos'] }) {
  const idTitulo = useId();
  if (arquivos.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={idTitulo}
    >
      <Title id={idTitulo} order={2} fz="h4" c="azulSp.9" mb="md">
        Documentos da solução
      </Title>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {arquivos.map((arquivo) => (
          <li key={arquivo.id}>
            <Anchor href={arquivo.url} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={6} wrap="nowrap" component="span">
                <IconFileDownload size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
                <span style={{ overflowWrap: 'anywhere' }}>{arquivo.nomeOriginal}</span>
              </Group>
            </Anchor>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
