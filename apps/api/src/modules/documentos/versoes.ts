import { randomUUID } from 'node:crypto';
import { CONTEXTO_ARQUIVO } from '@portal/domain';
import type { ArquivoVerificado } from '../fileindexer/file-checks.ts';
import { createArquivoRepository } from '../fileindexer/repository.ts';
import type { FileStorage } from '../fileindexer/storage.ts';
import { createDocumentosRepository } from './repository.ts';

export type ResultadoVersao = 'gravada' | 'ja-existia' | 'documento-inexistente';

/**
 * Writes a new current version of a programme document in one transaction: the new file, the
 * pointer to it and the removal of the old one, so the public link never points at nothing.
 * `somenteSeVazio` is the start-up import's rule: a version an administrator sent always wins
 * over the content folder.
 */
export async function gravarVersao(
  storage: FileStorage,
  documentoId: string,
  arquivo: ArquivoVerificado,
  opcoes: { usuarioId: string | null; somenteSeVazio?: boolean },
): Promise<ResultadoVersao> {
  return storage.transaction(async (tx, novos) => {
    const documentos = createDocumentosRepository(tx);
    const atual = await documentos.lock(documentoId);
    if (!atual) return 'documento-inexistente';
    if (opcoes.somenteSeVazio && atual.arquivoId !== null) return 'ja-existia';

    const id = randomUUID();
    const { conteudo, ...metadados } = arquivo;
    const contexto = CONTEXTO_ARQUIVO.DOCUMENTO_PROGRAMA;
    await novos.inserir({ id, ...metadados, contexto }, conteudo);
    await documentos.definirVersao(documentoId, id, opcoes.usuarioId);
    if (atual.arquivoId !== null) await createArquivoRepository(tx).deleteById(atual.arquivoId);
    return 'gravada';
  });
}
