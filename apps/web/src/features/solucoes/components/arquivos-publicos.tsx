import { Anchor, Group, Stack } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import type { SolucaoPublica } from '@portal/domain';
import { SecaoTitulada } from '@/components/leitura/secao-titulada';

/** The attachments an administrator made public; nothing else the company sent is shown. */
export function ArquivosPublicos({ arquivos }: { arquivos: SolucaoPublica['arquivosPublicos'] }) {
  if (arquivos.length === 0) return null;
  return (
    <SecaoTitulada titulo="Documentos da solução" nivel={2}>
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
    </SecaoTitulada>
  );
}
