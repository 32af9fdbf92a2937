import { randomUUID } from 'node:crypto';
import { CONTEXTO_ARQUIVO, MENSAGENS, MENSAGENS_HTTP, type Arquivo } from '@portal/domain';
import type { Database, Executor } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { podeEnviarArquivoDaEmpresa, podeVerEmpresa } from '../cadastro/policies.ts';
import { verificarArquivo } from './file-checks.ts';
import { createArquivoRepository } from './repository.ts';
import type { FileStorage } from './storage.ts';

// Another company's files answer as if they did not exist, so ids cannot be probed.
const naoEncontrado = () => new HttpError(404, MENSAGENS_HTTP.naoEncontrado);

export function createFileIndexerService(db: Database, storageFor: (db: Executor) => FileStorage) {
  const arquivos = createArquivoRepository(db);
  const storage = storageFor(db);

  return {
    /** The company's CNPJ proof: a PDF by its bytes, replacing the previous one. */
    async enviarProvaCnpj(user: SessionUser, empresaId: string, dados: Arquivo): Promise<void> {
      if (!podeEnviarArquivoDaEmpresa(user, empresaId)) throw naoEncontrado();
      const arquivo = verificarArquivo(dados, ['pdf'], MENSAGENS.arquivoNaoPdf);
      const contexto = CONTEXTO_ARQUIVO.PROVA_CNPJ;
      await db.transaction(async (tx) => {
        const repository = createArquivoRepository(tx);
        const storageTx = storageFor(tx);
        for (const id of await repository.deleteByEmpresaContexto(empresaId, contexto)) {
          await storageTx.delete(id);
        }
        const id = randomUUID();
        const { conteudo, ...metadados } = arquivo;
        await repository.insert({ id, ...metadados, contexto, empresaId });
        await storageTx.put(id, conteudo);
      });
    },

    async listarDaEmpresa(user: SessionUser, empresaId: string) {
      if (!podeVerEmpresa(user, empresaId)) throw naoEncontrado();
      return arquivos.listByEmpresa(empresaId);
    },

    /** Files of one context with their content, as the spec's client downloads them. */
    async listarDaEmpresaComConteudo(user: SessionUser, empresaId: string, contexto: number) {
      if (!podeVerEmpresa(user, empresaId)) throw naoEncontrado();
      const lista = await arquivos.listByEmpresa(empresaId, contexto);
      return Promise.all(
        lista.map(async (arquivo) => ({
          ...arquivo,
          conteudo: (await storage.get(arquivo.id))?.toString('base64') ?? '',
        })),
      );
    },
  };
}
