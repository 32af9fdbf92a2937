import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { CATEGORIAS_ANEXO, CONTEXTO_ARQUIVO } from '@portal/domain';
import { baixarArquivoProposta, type ArquivoProposta } from '../api/arquivos';

const CATEGORIAS: Record<number, string> = {
  ...Object.fromEntries(CATEGORIAS_ANEXO.map((c) => [c.contexto, c.descricao])),
  [CONTEXTO_ARQUIVO.PDF_GERADO]: 'PDF da solução',
  [CONTEXTO_ARQUIVO.FORM_ASSINADO]: 'PDF assinado',
  [CONTEXTO_ARQUIVO.PROVA_CNPJ]: 'Cartão CNPJ',
};

const tamanhoLegivel = (bytes: number): string =>
  bytes >= 1_048_576
    ? `${(bytes / 1_048_576).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(Math.round(bytes / 1024), 1).toLocaleString('pt-BR')} KB`;

/** One file of the solution: its name, category and size, and its download. */
export function ItemArquivo({
  propostaId,
  arquivo,
}: {
  propostaId: string;
  arquivo: ArquivoProposta;
}) {
  const baixar = useMutation({
    mutationFn: () => baixarArquivoProposta(propostaId, arquivo.id),
    // Spec §8: in the staff area a failed download is only logged.
    onError: (erro) => console.error(erro),
  });
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {arquivo.nomeOriginal}
        </Text>
        <Text size="xs" c="dimmed">
          {CATEGORIAS[arquivo.contexto] ?? 'Outros documentos'} · {tamanhoLegivel(arquivo.tamanho)}
        </Text>
      </div>
      <Button
        size="compact-sm"
        variant="light"
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
