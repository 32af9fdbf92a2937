import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { CONTEXTO_ARQUIVO } from '@portal/domain';
import type { Database } from '../../../infra/db/client.ts';
import { propostaNaoEncontrada } from '../alvo.ts';
import { caminhosUnicos, ordemDaPasta, PASTA_EMPRESA, pastaDoContexto } from './nomes-zip.ts';
import { type ArquivoResumo } from '../../fileindexer/repository.ts';
import type { FileStorage } from '../../../infra/arquivos/storage.ts';
import { repositoriosEm } from '../../repositorios.ts';

export interface ZipDaProposta {
  codigoProposta: string;
  titulo: string;
  stream: Readable;
  /** Known up front because entries are stored (not deflated) with their sizes. */
  tamanho: number | null;
}

/** A proposal's files as one zip, for staff: attachments, the signed form, the CNPJ proof. */
export function createZipService(db: Database, storage: FileStorage) {
  const propostas = repositoriosEm(db).proposta;
  const arquivos = repositoriosEm(db).arquivo;

  /**
   * Opens a file only when the zip reaches it and passes its stream on, so at most one file
   * is open at a time and, from the bucket, only the chunks in flight are in memory.
   */
  const conteudoSobDemanda =
    (arquivo: ArquivoResumo) => (callback: (error: Error | null, stream: Readable) => void) => {
      storage.open(arquivo.id).then(
        (conteudo) =>
          conteudo
            ? callback(null, conteudo)
            : callback(new Error(`conteúdo ausente do arquivo ${arquivo.id}`), Readable.from([])),
        (error: Error) => callback(error, Readable.from([])),
      );
    };

  return {
    async montar(propostaId: string): Promise<ZipDaProposta> {
      const alvo = await propostas.findAlvo(propostaId);
      if (!alvo) throw propostaNaoEncontrada();
      // The generated form is left out (listByProposta skips it): staff want what was signed.
      const [daProposta, daEmpresa] = await Promise.all([
        arquivos.listByProposta(propostaId),
        arquivos.listByEmpresa(alvo.empresaId, CONTEXTO_ARQUIVO.PROVA_CNPJ),
      ]);
      const entradas = [
        ...daProposta.map((arquivo) => ({ arquivo, pasta: pastaDoContexto(arquivo.contexto) })),
        ...daEmpresa.map((arquivo) => ({ arquivo, pasta: PASTA_EMPRESA })),
      ].sort((a, b) => ordemDaPasta(a.pasta) - ordemDaPasta(b.pasta));
      const caminhos = caminhosUnicos(
        entradas.map(({ arquivo, pasta }) => ({ pasta, nome: arquivo.nomeOriginal })),
      );

      const zip = new ZipFile();
      entradas.forEach(({ arquivo }, i) => {
        // PDFs and photos are compressed already; storing them costs no CPU and fixes the size.
        const opcoes = { size: arquivo.tamanho, compress: false, mtime: arquivo.dataHoraInclusao };
        zip.addReadStreamLazy(caminhos[i]!, opcoes, conteudoSobDemanda(arquivo));
      });
      // A failure mid-way (a missing content, a size that does not match) aborts the download
      // instead of handing out a zip that looks whole.
      const saida = zip.outputStream as Readable;
      zip.on('error', (error: Error) => saida.destroy(error));
      let tamanho: number | null = null;
      // yazl's types leave out the callback's argument: the total size, or -1 when unknown.
      const terminar = zip.end as (opcoes: object, aoCalcular: (total: number) => void) => void;
      terminar.call(zip, {}, (total) => {
        if (total >= 0) tamanho = total;
      });
      return { codigoProposta: alvo.codigoProposta, titulo: alvo.titulo, stream: saida, tamanho };
    },
  };
}
