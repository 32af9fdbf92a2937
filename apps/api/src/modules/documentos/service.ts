import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

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

type Entrada = z.output<typeof manifestSchema>['documentos'][number];

export interface Documento {
  id: string;
  titulo: string;
  /** `null` while the operator has not dropped the PDF into the folder yet. */
  url: string | null;
}

export interface ArquivoDocumento {
  caminho: string;
  nome: string;
  tamanho: number;
  modificadoEm: Date;
}

async function statFile(path: string) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * The programme's documents, as `CONTENT_DIR/documentos/manifest.json` lists them. Read on every
 * call (one small file) so an operator can add or replace a PDF without restarting the server.
 */
export function createDocumentosService(contentDir: string) {
  const pasta = join(contentDir, 'documentos');

  async function readManifest(): Promise<Entrada[]> {
    let text: string;
    try {
      text = await readFile(join(pasta, 'manifest.json'), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return manifestSchema.parse(JSON.parse(text)).documentos;
  }

  return {
    async listDocumentos(): Promise<Documento[]> {
      const entradas = await readManifest();
      return Promise.all(
        entradas.map(async ({ id, titulo, arquivo }) => ({
          id,
          titulo,
          url: (await statFile(join(pasta, arquivo))) ? `/conteudo/documentos/${arquivo}` : null,
        })),
      );
    },

    /** Only a file the manifest lists is served, whatever else sits in the folder. */
    async findArquivo(nome: string): Promise<ArquivoDocumento | null> {
      const entrada = (await readManifest()).find((e) => e.arquivo === nome);
      if (!entrada) return null;
      const caminho = join(pasta, entrada.arquivo);
      const info = await statFile(caminho);
      return info
        ? { caminho, nome: entrada.arquivo, tamanho: info.size, modificadoEm: info.mtime }
        : null;
    },
  };
}
