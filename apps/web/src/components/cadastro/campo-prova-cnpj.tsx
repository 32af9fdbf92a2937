import { useState } from 'react';
import { FileInput, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { LIMITES_ARQUIVO, MENSAGENS } from '@portal/domain';
import { verificarPdf } from '@/lib/arquivos';

interface CampoProvaCnpjProps {
  arquivo: File | null;
  onChange: (arquivo: File | null) => void;
  descricao?: string;
}

const MEGABYTES = LIMITES_ARQUIVO.tamanhoMaximoBytes / (1024 * 1024);

/** The optional CNPJ proof PDF: a non-PDF or too big file is refused as soon as it is chosen. */
export function CampoProvaCnpj({ arquivo, onChange, descricao }: CampoProvaCnpjProps) {
  const [erro, setErro] = useState<string | null>(null);
  return (
    <Stack gap={4}>
      <FileInput
        name="provaCnpj"
        label="Comprovante de inscrição no CNPJ (PDF)"
        description={descricao ?? `Arquivo PDF de até ${MEGABYTES} MB.`}
        placeholder={MENSAGENS.nenhumArquivoSelecionado}
        accept="application/pdf,.pdf"
        clearable
        clearButtonProps={{ 'aria-label': 'Remover arquivo escolhido' }}
        leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
        value={arquivo}
        onChange={(escolhido) => {
          const problema = escolhido ? verificarPdf(escolhido) : null;
          setErro(problema);
          onChange(problema ? null : escolhido);
        }}
        error={erro}
      />
      {arquivo && !erro && (
        <Text size="xs" c="dimmed">
          Será enviado ao salvar.
        </Text>
      )}
    </Stack>
  );
}
