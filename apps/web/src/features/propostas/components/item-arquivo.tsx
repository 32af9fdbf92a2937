import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import {
  type ArquivoProposta,
  type ArquivoPublicacao,
  CATEGORIAS_ANEXO,
  CONTEXTO_ARQUIVO,
} from '@portal/domain';
import { tamanhoLegivel } from '@/lib/arquivos';
import { baixarArquivoProposta } from '../api/arquivos';
import { PublicoArquivo } from './publico-arquivo';

const CATEGORIAS: Record<number, string> = {
  ...Object.fromEntries(CATEGORIAS_ANEXO.map((c) => [c.contexto, c.descricao])),
  [CONTEXTO_ARQUIVO.PDF_GERADO]: 'PDF da solução',
  [CONTEXTO_ARQUIVO.FORM_ASSINADO]: 'PDF assinado',
  [CONTEXTO_ARQUIVO.PROVA_CNPJ]: 'Cartão CNPJ',
};

/** One file of the solution: its name, category and size, its download and public state. */
export function ItemArquivo({
  propostaId,
  arquivo,
  publicacao,
}: {
  propostaId: string;
  arquivo: ArquivoProposta;
  publicacao: ArquivoPublicacao | undefined;
}) {
  const baixar = useMutation({
    mutationFn: () => baixarArquivoProposta(propostaId, arquivo.id),
    // Spec §8: in the staff area a failed download is only logged.
    onError: (erro) => console.error(erro),
  });
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {arquivo.nomeOriginal}
        </Text>
        <Text size="xs" c="dimmed">
          {CATEGORIAS[arquivo.contexto] ?? 'Outros documentos'} · {tamanhoLegivel(arquivo.tamanho)}
        </Text>
        <Stack gap={2} mt={4} align="flex-start">
          <PublicoArquivo propostaId={propostaId} arquivo={arquivo} publicacao={publicacao} />
        </Stack>
      </div>
      <Button
        size="compact-sm"
        variant="light"
        style={{ flexShrink: 0 }}
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        loading={baixar.isPending}
        aria-label={`Baixar ${arquivo.nomeOriginal}`}
        onClick={() => baixar.mutate()}
      >
        Baixar
      </Button>
    </Group>
  );
}
