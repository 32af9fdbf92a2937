import { Switch, Text } from '@mantine/core';
import { type ArquivoProposta, type ArquivoPublicacao, CONTEXTO_ARQUIVO } from '@portal/domain';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { useAlterarPublico } from '../api/arquivos';

interface PublicoArquivoProps {
  propostaId: string;
  arquivo: ArquivoProposta;
  /** The file's public state, which only administrators read; undefined for analysts. */
  publicacao: ArquivoPublicacao | undefined;
}

/**
 * Whether a file shows on the solution's public page, switched by administrators. Photos always
 * show once the solution is published and the CNPJ proof or the generated form never do, so
 * those get no switch.
 */
export function PublicoArquivo({ propostaId, arquivo, publicacao }: PublicoArquivoProps) {
  const alterar = useAlterarPublico(propostaId);
  if (arquivo.contexto === CONTEXTO_ARQUIVO.FOTOS)
    return (
      <Text size="xs" c="dimmed">
        Exibida na página pública
      </Text>
    );
  if (!publicacao?.podeSerPublico) return null;

  return (
    <>
      <Switch
        size="sm"
        label="Público"
        aria-label={`Público: ${arquivo.nomeOriginal}`}
        checked={alterar.isPending ? (alterar.variables?.publico ?? false) : publicacao.publico}
        disabled={alterar.isPending}
        onChange={(evento) =>
          alterar.mutate({ arquivoId: arquivo.id, publico: evento.currentTarget.checked })
        }
      />
      {alterar.isError && (
        <Text size="xs" c="var(--mantine-color-error)" role="alert">
          {alterar.error instanceof ApiError ? alterar.error.message : MENSAGEM_ERRO_INESPERADO}
        </Text>
      )}
    </>
  );
}
