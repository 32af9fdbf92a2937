import { useState } from 'react';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { formatarDataHora, MENSAGENS, type DocumentoProgramaAdmin } from '@portal/domain';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { tamanhoLegivel } from '@/lib/arquivos';
import { isConflitoDeVersao } from '@/hooks/use-versao-editada';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { useEnviarDocumento } from '../api/documentos';

/** One programme document: the file in place, when and by whom, and its upload or replacement. */
export function ItemDocumento({ documento }: { documento: DocumentoProgramaAdmin }) {
  const enviar = useEnviarDocumento();
  const [aviso, setAviso] = useState<AvisoDados | null>(null);
  const presente = documento.nomeOriginal !== null;

  const escolher = async (arquivo: File | null) => {
    if (!arquivo) return;
    setAviso(null);
    try {
      // The version this line shows: replacing a file another administrator has just replaced
      // is refused, and the line then shows theirs.
      const resposta = await enviar.mutateAsync({
        id: documento.id,
        arquivo,
        versao: documento.versao,
      });
      setAviso({ tipo: 'sucesso', mensagem: resposta.message || MENSAGENS.documentoAtualizado });
    } catch (erro) {
      setAviso({
        tipo: 'erro',
        mensagem: isConflitoDeVersao(erro)
          ? `${erro.message} ${MENSAGENS.documentoSubstituidoPorOutro}`
          : erro instanceof ApiError
            ? erro.message
            : MENSAGEM_ERRO_INESPERADO,
      });
    }
  };

  return (
    <Stack
      component="li"
      gap="xs"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
        <div style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Text fw={700}>{documento.titulo}</Text>
          {presente ? (
            <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
              <IconFileTypePdf size={16} aria-hidden="true" style={{ verticalAlign: -3 }} />{' '}
              {documento.nomeOriginal}
              {documento.tamanho !== null && ` · ${tamanhoLegivel(documento.tamanho)}`}
              {documento.atualizadoEm &&
                ` · enviado em ${formatarDataHora(documento.atualizadoEm)}`}
              {documento.atualizadoPor && ` por ${documento.atualizadoPor}`}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Nenhum arquivo enviado: as páginas públicas mostram “{MENSAGENS.documentoEmBreve}”.
            </Text>
          )}
        </div>
        <FileButton onChange={(arquivo) => void escolher(arquivo)} accept="application/pdf,.pdf">
          {(props) => (
            <Button
              {...props}
              variant={presente ? 'default' : 'filled'}
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              loading={enviar.isPending}
              aria-label={`${presente ? 'Substituir' : 'Enviar'} ${documento.titulo}`}
            >
              {presente ? 'Substituir' : 'Enviar'}
            </Button>
          )}
        </FileButton>
      </Group>
      <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
    </Stack>
  );
}
