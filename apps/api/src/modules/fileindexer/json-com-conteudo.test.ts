import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { jsonComConteudo } from './json-com-conteudo.ts';
import type { FileStorage } from '../../infra/arquivos/storage.ts';

const bytes = { a: randomBytes(100_001), b: randomBytes(2), c: Buffer.alloc(0) };

// Chunks of sizes that cut base64's groups of 3 everywhere.
const emPedacos = (conteudo: Buffer) =>
  Readable.from(
    Array.from({ length: Math.ceil(conteudo.length / 7_777) }, (_, i) =>
      conteudo.subarray(i * 7_777, (i + 1) * 7_777),
    ),
  );

const storage = {
  open: async (id: string) =>
    id === 'ausente' ? null : emPedacos(bytes[id as keyof typeof bytes]),
} as unknown as FileStorage;

const texto = async (stream: Readable) => {
  let saida = '';
  for await (const parte of stream) saida += String(parte);
  return saida;
};

describe('jsonComConteudo', () => {
  it('escreve o mesmo JSON que a lista montada em memória, com o conteúdo em base64', async () => {
    const itens = [
      { id: 'a', nomeOriginal: 'relatório "final".pdf', dataHoraInclusao: new Date(0) },
      { id: 'b', nomeOriginal: 'b.png', dataHoraInclusao: new Date(1) },
      { id: 'c', nomeOriginal: 'vazio', dataHoraInclusao: new Date(2) },
      { id: 'ausente', nomeOriginal: 'sumiu', dataHoraInclusao: new Date(3) },
    ];
    const esperado = itens.map((item) => ({
      ...item,
      conteudo:
        item.id === 'ausente' ? '' : bytes[item.id as keyof typeof bytes].toString('base64'),
    }));
    expect(await texto(jsonComConteudo(itens, storage))).toBe(JSON.stringify(esperado));
  });

  it('lista vazia é um array vazio', async () => {
    expect(await texto(jsonComConteudo([], storage))).toBe('[]');
  });
});
