import { randomUUID } from 'node:crypto';
import { CONTEXTO_ARQUIVO, MENSAGENS, MENSAGENS_HTTP, type Arquivo } from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import type { SessionUser } from '../../http/acesso.ts';
import { podeEnviarArquivoDaEmpresa, podeVerEmpresa } from '../cadastro/policies.ts';
import { verificarArquivo } from './file-checks.ts';
import { jsonComConteudo } from './json-com-conteudo.ts';
import type { FileStorage } from '../../infra/arquivos/storage.ts';
import {
  registrarAuditoria,
  registrarDownloadsDaEquipe,
  type Ator,
} from '../trilha-auditoria/registrar.ts';
import { repositoriosEm } from '../repositorios.ts';

// Another company's files answer as if they did not exist, so ids cannot be probed.
const naoEncontrado = () => new HttpError(404, MENSAGENS_HTTP.naoEncontrado);

export function createFileIndexerService(db: Database, storage: FileStorage) {
  const arquivos = repositoriosEm(db).arquivo;

  return {
    /** The company's CNPJ proof: a PDF by its bytes, replacing the previous one. */
    async enviarProvaCnpj(
      user: SessionUser,
      empresaId: string,
      dados: Arquivo,
      ator: Ator,
    ): Promise<void> {
      if (!podeEnviarArquivoDaEmpresa(user, empresaId)) throw naoEncontrado();
      const arquivo = await verificarArquivo(dados, ['pdf'], MENSAGENS.arquivoNaoPdf);
      const contexto = CONTEXTO_ARQUIVO.PROVA_CNPJ;
      await storage.transaction(async (tx, novos) => {
        await repositoriosEm(tx).arquivo.deleteByEmpresaContexto(empresaId, contexto);
        const { conteudo, ...metadados } = arquivo;
        const id = randomUUID();
        await novos.inserir({ id, ...metadados, contexto, empresaId }, conteudo);
        await registrarAuditoria(tx, ator, {
          acao: 'arquivo.inclusao',
          entidade: 'arquivo',
          entidadeId: id,
          empresaId,
          detalhes: { nome: metadados.nomeOriginal, contexto, tamanho: metadados.tamanho },
        });
      });
    },

    async listarDaEmpresa(user: SessionUser, empresaId: string) {
      if (!podeVerEmpresa(user, empresaId)) throw naoEncontrado();
      return arquivos.listByEmpresa(empresaId);
    },

    /** Files of one context with their content, as the spec's client downloads them. */
    async listarDaEmpresaComConteudo(
      user: SessionUser,
      empresaId: string,
      contexto: number,
      ator: Ator,
    ) {
      if (!podeVerEmpresa(user, empresaId)) throw naoEncontrado();
      const lista = await arquivos.listByEmpresa(empresaId, contexto);
      const json = await jsonComConteudo(lista, storage);
      await registrarDownloadsDaEquipe(db, user, ator, lista, { empresaId });
      return json;
    },
  };
}
