import {
  DOCUMENTOS_PROGRAMA,
  findDocumentoPrograma,
  MENSAGENS,
  MENSAGENS_HTTP,
  type DocumentoPrograma,
  type DocumentoProgramaAdmin,
  type SubstituicaoDocumento,
} from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import type { SessionUser } from '../../http/acesso.ts';
import type { Clock } from '../../infra/clock.ts';
import { verificarArquivo } from '../fileindexer/file-checks.ts';
import type { FileStorage } from '../../infra/arquivos/storage.ts';
import { chaveDoRegistro } from '../versoes/salvar-com-versao.ts';
import { type DocumentoLinha } from './repository.ts';
import { gravarVersao } from './versoes.ts';
import type { Ator } from '../trilha-auditoria/registrar.ts';
import { repositoriosEm } from '../repositorios.ts';

const naoEncontrado = () => new HttpError(404, MENSAGENS_HTTP.naoEncontrado);

export const urlDocumento = (id: string) => `/api/documentos/${id}/arquivo`;

/** The catalogue's order (notice, notebooks, reference terms…), which the pages follow. */
const ordenar = (linhas: DocumentoLinha[]) => {
  const porId = new Map(linhas.map((linha) => [linha.id, linha]));
  return DOCUMENTOS_PROGRAMA.flatMap(({ id }) => porId.get(id) ?? []);
};

/** The programme's documents: the catalogue of the domain, their versions in the database. */
export function createDocumentosService(db: Database, storage: FileStorage, clock: Clock) {
  const documentos = repositoriosEm(db).documentos;
  const versoes = repositoriosEm(db).registroVersoes;

  return {
    async listar(): Promise<DocumentoPrograma[]> {
      return ordenar(await documentos.listar()).map(({ id, titulo, arquivoId }) => ({
        id,
        titulo,
        url: arquivoId === null ? null : urlDocumento(id),
      }));
    },

    async listarAdmin(): Promise<DocumentoProgramaAdmin[]> {
      const [linhas, versoesAtuais] = await Promise.all([
        documentos.listar(),
        versoes.atuaisDoTipo('documento'),
      ]);
      return ordenar(linhas).map((linha) => ({
        id: linha.id,
        titulo: linha.titulo,
        nomeOriginal: linha.nomeOriginal,
        tamanho: linha.tamanho,
        atualizadoEm: linha.arquivoId === null ? null : (linha.atualizadoEm?.toISOString() ?? null),
        atualizadoPor: linha.arquivoId === null ? null : linha.atualizadoPor,
        versao: versoesAtuais.get(linha.id) ?? 1,
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

    /**
     * An administrator's new version: a PDF by its bytes, at most 2 MiB like every upload.
     * Returns the document's version now stored.
     */
    async substituir(
      user: SessionUser,
      id: string,
      dados: SubstituicaoDocumento,
      ator: Ator,
    ): Promise<number> {
      if (!findDocumentoPrograma(id)) throw naoEncontrado();
      const { versao: lida, ...enviado } = dados;
      const arquivo = await verificarArquivo(enviado, ['pdf'], MENSAGENS.arquivoNaoPdf);
      const substituicao = { usuarioId: user.id, lida, clock, ator };
      if ((await gravarVersao(storage, id, arquivo, substituicao)) !== 'gravada') {
        throw naoEncontrado();
      }
      return versoes.atual(chaveDoRegistro('documento', id));
    },
  };
}
