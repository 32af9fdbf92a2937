import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useSessao } from '@/hooks/use-sessao';
import { linkZipProposta, useArquivosPublicacao } from '../api/arquivos';
import { useArquivosProposta } from '../api/arquivos-proposta';
import { isAdministrador } from '@/lib/acesso-equipe';
import { ItemArquivo } from './item-arquivo';

/**
 * The solution's files, each downloadable, and all of them at once as a zip. Administrators
 * also choose which of them the solution's public page lists.
 */
export function ArquivosSolucao({ propostaId }: { propostaId: string }) {
  const { data, isPending, isError } = useArquivosProposta(propostaId);
  const { data: sessao } = useSessao();
  const administrador = sessao ? isAdministrador(sessao.tipoUsuario) : false;
  const { data: publicacao } = useArquivosPublicacao(propostaId, administrador);
  const publicacaoDe = (id: string) => publicacao?.find((p) => p.id === id);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} fz="h4" c="azulSp.9">
          Arquivos
        </Title>
        <Anchor
          href={linkZipProposta(propostaId)}
          download
          size="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          <IconFileZip size={16} aria-hidden="true" />
          Baixar todos (zip)
        </Anchor>
      </Group>
      {isPending ? (
        <Skeleton height={60} />
      ) : isError ? (
        <Text size="sm" c="var(--mantine-color-error)">
          Não foi possível carregar os arquivos.
        </Text>
      ) : data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhum arquivo enviado.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.map((arquivo) => (
            <ItemArquivo
              key={arquivo.id}
              propostaId={propostaId}
              arquivo={arquivo}
              publicacao={publicacaoDe(arquivo.id)}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
