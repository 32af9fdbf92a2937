import { Readable } from 'node:stream';
import type { FileStorage } from '../../infra/arquivos/storage.ts';

/**
 * The spec's answer of files with their content in base64, as a JSON array written one file and
 * one chunk at a time: ten 2 MiB photos never sit in memory together, as bytes or as text.
 */
export function jsonComConteudo(itens: readonly { id: string }[], storage: FileStorage): Readable {
  async function* partes() {
    yield '[';
    for (const [i, item] of itens.entries()) {
      // The item's own fields, then `conteudo` last, as the answer always had it.
      yield `${i > 0 ? ',' : ''}${JSON.stringify(item).slice(0, -1)},"conteudo":"`;
      const conteudo = await storage.open(item.id);
      // Base64 is written in groups of 3 bytes; a chunk's tail waits for the next chunk.
      let resto = Buffer.alloc(0);
      for await (const chunk of conteudo ?? []) {
        const bytes = Buffer.concat([resto, chunk as Buffer]);
        const inteiros = bytes.length - (bytes.length % 3);
        yield bytes.subarray(0, inteiros).toString('base64');
        resto = bytes.subarray(inteiros);
      }
      yield `${resto.toString('base64')}"}`;
    }
    yield ']';
  }
  return Readable.from(partes(), { objectMode: false });
}
