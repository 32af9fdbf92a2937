import {
  DOCUMENTOS_PROGRAMA,
  findDocumentoPrograma,
  MENSAGENS,
  MENSAGENS_HTTP,
  type Arquivo,
  type DocumentoPrograma,
  type DocumentoProgramaAdmin,
} from '@portal/domain';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { verificarArquivo } from '../fileindexer/file-checks.ts';
import type { FileStorage } from '../fileindexer/storage.ts';
import { createDocumentosRepository, type DocumentoLinha } from './repository.ts';
import { gravarVersao } from './versoes.ts';

const naoEncontrado = () => new HttpError(404, MENSAGENS_HTTP.naoEncontrado);

export const urlDocumento = (id: string) => `/api/documentos/${id}/arquivo`;

/** The catalogue's order (notice, notebooks, reference terms…), which the pages follow. */
const ordenar = (linhas: DocumentoLinha[]) => {
  const porId = new Map(linhas.map((linha) => [linha.id, linha]));
  return DOCUMENTOS_PROGRAMA.flatMap(({ id }) => porId.get(id) ?? []);
};

/** The programme's documents: the catalogue of the domain, their versions in the database. */
export function createDocumentosService(db: Database, storage: FileStorage) {
  const documentos = createDocumentosRepository(db);

  return {
    async listar(): Promise<DocumentoPrograma[]> {
      return ordenar(await documentos.listar()).map(({ id, titulo, arquivoId }) => ({
        id,
        titulo,
        url: arquivoId === null ? null : urlDocumento(id),
      }));
    },

    async listarAdmin(): Promise<DocumentoProgramaAdmin[]> {
      return ordenar(await documentos.listar()).map((linha) => ({
        id: linha.id,
        titulo: linha.titulo,
        nomeOriginal: linha.nomeOriginal,
        tamanho: linha.tamanho,
        atualizadoEm: linha.arquivoId === null ? null : (linha.atualizadoEm?.toISOString() ?? null),
        atualizadoPor: linha.arquivoId === null ? null : linha.atualizadoPor,
      }));
    },

    /** The current version's metadata, named after the document's title. */
    async versao(id: string) {
      const versao = await documentos.findVersao(id);
      if (!versao) throw naoEncontrado();
      return { ...versao, nome: `${versao.titulo}.pdf` };
    },

    /** The version's bytes as a stream; opened only once the cache check asked for them. */
    async abrir(arquivoId: string) {
      const conteudo = await storage.open(arquivoId);
      if (!conteudo) throw naoEncontrado();
      return conteudo;
    },

    /** An administrator's new version: a PDF by its bytes, at most 2 MiB like every upload. */
    async substituir(user: SessionUser, id: string, dados: Arquivo): Promise<void> {
      if (!findDocumentoPrograma(id)) throw naoEncontrado();
      const arquivo = verificarArquivo(dados, ['pdf'], MENSAGENS.arquivoNaoPdf);
      const resultado = await gravarVersao(storage, id, arquivo, { usuarioId: user.id });
      if (resultado !== 'gravada') throw naoEncontrado();
    },
  };
}
