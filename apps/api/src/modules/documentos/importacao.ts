import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { DOCUMENTOS_PROGRAMA, FORMATOS_ARQUIVO } from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import { detectarTipo } from '../fileindexer/file-checks.ts';
import type { FileStorage } from '../../infra/arquivos/storage.ts';
import { gravarVersao } from './versoes.ts';
import { repositoriosEm } from '../repositorios.ts';

// File names are plain PDF names: no folders, no leading dot, so a manifest entry can never
// point outside the documents folder.
const manifestSchema = z.object({
  documentos: z.array(
    z.object({
      id: z.string().min(1),
      titulo: z.string().min(1),
      arquivo: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*\.pdf$/),
    }),
  ),
});

async function lerSeExistir(caminho: string): Promise<Buffer | null> {
  try {
    return await readFile(caminho);
  } catch (error) {
    if (['ENOENT', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return null;
    throw error;
  }
}

/**
 * At start: every document of the catalogue gets its row, and each PDF that
 * `CONTENT_DIR/documentos/manifest.json` names and the folder holds becomes the first version of a
 * document that has none. The folder is only the initial import: once a version exists (imported
 * or sent by an administrator) the file is ignored, so running this at every start changes nothing.
 */
export async function importarDocumentos(
  db: Database,
  storage: FileStorage,
  contentDir: string,
  log: FastifyBaseLogger,
): Promise<void> {
  await repositoriosEm(db).documentos.sincronizarCatalogo(DOCUMENTOS_PROGRAMA);
  const pasta = join(contentDir, 'documentos');
  const manifesto = await lerSeExistir(join(pasta, 'manifest.json'));
  if (!manifesto) return;
  // Only the first versions depend on it: a broken manifest is reported, never a failed start.
  let entradas: z.output<typeof manifestSchema>['documentos'];
  try {
    entradas = manifestSchema.parse(JSON.parse(manifesto.toString('utf8'))).documentos;
  } catch (error) {
    log.error({ err: error }, 'manifest.json dos documentos inválido; nada importado');
    return;
  }
  const catalogo = new Set(DOCUMENTOS_PROGRAMA.map((d) => d.id));
  const importados: string[] = [];
  for (const entrada of entradas) {
    if (!catalogo.has(entrada.id)) {
      log.warn({ documento: entrada.id }, 'documento do manifesto fora do catálogo; ignorado');
      continue;
    }
    const conteudo = await lerSeExistir(join(pasta, entrada.arquivo));
    if (!conteudo) continue;
    if (detectarTipo(conteudo) !== 'pdf') {
      log.warn({ arquivo: entrada.arquivo }, 'arquivo do manifesto não é um PDF; ignorado');
      continue;
    }
    // No 2 MiB limit here: the operator's own files (a long call notice) are not uploads.
    const arquivo = {
      nomeOriginal: entrada.arquivo,
      conteudo,
      tipo: FORMATOS_ARQUIVO.pdf.mime,
      tipoDoArquivo: FORMATOS_ARQUIVO.pdf.tipoDoArquivo,
      tamanho: conteudo.length,
    };
    if ((await gravarVersao(storage, entrada.id, arquivo, 'importacao')) === 'gravada') {
      importados.push(entrada.id);
    }
  }
  if (importados.length > 0) log.info({ documentos: importados }, 'documentos importados');
}
