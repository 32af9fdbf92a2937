import { randomUUID } from 'node:crypto';
import { CONTEXTO_ARQUIVO } from '@portal/domain';
import type { Clock } from '../../infra/clock.ts';
import type { ArquivoVerificado } from '../fileindexer/file-checks.ts';
import type { FileStorage } from '../../infra/arquivos/storage.ts';
import { salvarComVersao } from '../versoes/salvar-com-versao.ts';
import { registrarAuditoria, type Ator } from '../trilha-auditoria/registrar.ts';
import { repositoriosEm } from '../repositorios.ts';

export type ResultadoVersao = 'gravada' | 'ja-existia' | 'documento-inexistente';

/** An administrator's replacement: who, and the version of the document the page read. */
export interface Substituicao {
  usuarioId: string;
  lida: number | undefined;
  clock: Clock;
  ator: Ator;
}

/**
 * Writes a new current version of a programme document in one transaction: the new file, the
 * pointer to it and the removal of the old one, so the public link never points at nothing.
 * The start-up import (`importacao`) only fills a document still empty: a version an
 * administrator sent always wins over the content folder. An administrator's replacement from a
 * page another administrator replaced since is refused.
 */
export async function gravarVersao(
  storage: FileStorage,
  documentoId: string,
  arquivo: ArquivoVerificado,
  origem: 'importacao' | Substituicao,
): Promise<ResultadoVersao> {
  return storage.transaction(async (tx, novos) => {
    const documentos = repositoriosEm(tx).documentos;
    const atual = await documentos.lock(documentoId);
    if (!atual) return 'documento-inexistente';
    if (origem === 'importacao' && atual.arquivoId !== null) return 'ja-existia';

    const gravar = async () => {
      const id = randomUUID();
      const { conteudo, ...metadados } = arquivo;
      const contexto = CONTEXTO_ARQUIVO.DOCUMENTO_PROGRAMA;
      await novos.inserir({ id, ...metadados, contexto }, conteudo);
      await documentos.definirVersao(
        documentoId,
        id,
        origem === 'importacao' ? null : origem.usuarioId,
      );
      if (atual.arquivoId !== null) await repositoriosEm(tx).arquivo.deleteById(atual.arquivoId);
      if (origem !== 'importacao') {
        await registrarAuditoria(tx, origem.ator, {
          acao: 'documento.alteracao',
          entidade: 'documento',
          entidadeId: documentoId,
          detalhes: { nome: metadados.nomeOriginal, tamanho: metadados.tamanho },
        });
      }
      return ['arquivo'];
    };
    if (origem === 'importacao') await gravar();
    else {
      const { usuarioId, lida, clock } = origem;
      const pedido = { tipo: 'documento' as const, id: documentoId, lida, usuarioId };
      await salvarComVersao(tx, clock, { ...pedido, envia: ['arquivo'] }, gravar);
    }
    return 'gravada';
  });
}
