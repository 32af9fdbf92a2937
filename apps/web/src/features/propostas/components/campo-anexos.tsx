import { useState } from 'react';
import { ActionIcon, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useController } from 'react-hook-form';
import { acceptDosFormatos, LIMITES_ARQUIVO, type CategoriaAnexo } from '@portal/domain';
import { useContextoProposta } from '../hooks/use-contexto-proposta';
import { nomeCampoAnexo, verificarAnexos } from '../lib/anexos';

interface CampoAnexosProps {
  categoria: CategoriaAnexo;
  jaEnviados: number;
  obrigatorio: boolean;
}

const TIPOS: Record<string, string> = { pdf: 'PDF', png: 'PNG', jpeg: 'JPEG' };
const MEGABYTES = LIMITES_ARQUIVO.tamanhoMaximoBytes / (1024 * 1024);
const tamanho = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1048576).toFixed(1)} MB`;

/**
 * One attachment category. Each choice adds to the files already chosen; a file the category
 * refuses is left out with the spec's message, the others stay. They travel after the save.
 */
export function CampoAnexos({ categoria, jaEnviados, obrigatorio }: CampoAnexosProps) {
  const nome = nomeCampoAnexo(categoria);
  const { control } = useContextoProposta();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name: `anexos.${nome}` });
  const arquivos = (value as File[] | undefined) ?? [];
  const [recusa, setRecusa] = useState<string | null>(null);

  const escolher = (novos: File[]) => {
    if (novos.length === 0) {
      setRecusa(null);
      onChange([]);
      return;
    }
    const limite = verificarAnexos(categoria, [...arquivos, ...novos], jaEnviados);
    const aceitos = novos.filter((arquivo) => verificarAnexos(categoria, [arquivo]) === null);
    const recusado = novos.find((arquivo) => !aceitos.includes(arquivo));
    if (limite && !recusado) {
      setRecusa(limite);
      return;
    }
    setRecusa(recusado ? verificarAnexos(categoria, [recusado]) : null);
    onChange([...arquivos, ...aceitos]);
  };

  const remover = (arquivo: File) => {
    setRecusa(null);
    onChange(arquivos.filter((a) => a !== arquivo));
  };

  const tipos = categoria.aceita.map((t) => TIPOS[t]).join(', ');
  return (
    <Stack gap={6}>
      <FileInput
        ref={ref}
        name={nome}
        label={categoria.descricao}
        description={`${tipos}; até ${MEGABYTES} MB cada; no máximo ${LIMITES_ARQUIVO.arquivosPorCategoria} arquivos${jaEnviados ? ` (${jaEnviados} já enviado${jaEnviados > 1 ? 's' : ''})` : ''}.`}
        placeholder="Escolher arquivos"
        accept={acceptDosFormatos(categoria.aceita)}
        multiple
        withAsterisk={obrigatorio}
        leftSection={<IconPaperclip size={18} aria-hidden="true" />}
        value={arquivos}
        valueComponent={({ value: escolhidos }) => (
          <span>
            {Array.isArray(escolhidos) && escolhidos.length === 1
              ? '1 arquivo escolhido'
              : `${Array.isArray(escolhidos) ? escolhidos.length : 0} arquivos escolhidos`}
          </span>
        )}
        onChange={escolher}
        onBlur={onBlur}
        error={recusa ?? error?.message}
      />
      {arquivos.length > 0 && (
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {arquivos.map((arquivo, i) => (
            <Group key={`${arquivo.name}-${i}`} component="li" gap="xs" wrap="nowrap">
              <Text size="sm" truncate>
                {arquivo.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {tamanho(arquivo.size)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={`Remover ${arquivo.name}`}
                onClick={() => remover(arquivo)}
              >
                <IconX size={14} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
