import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_HTTP } from '@portal/domain';
import { arquivo, arquivoConteudo } from '../db/schema.ts';
import { objetoARemover } from '../db/schema-armazenamento.ts';
import { injectAs, signedInCompanyUser, type Sessao } from '../../../test/fixtures.ts';
import { criarProposta, enviarArquivo, PDF, PNG } from '../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { iniciarServidorS3, type ServidorS3 } from '../../../test/servidor-s3.ts';

let s3: ServidorS3;
let app: FastifyInstance;
let dono: Sessao & { empresaId: string };
let propostaId: string;

beforeAll(async () => {
  s3 = await iniciarServidorS3();
  app = await buildTestApp({ storageUrl: s3.url('portal/') });
  dono = await signedInCompanyUser(app);
  propostaId = await criarProposta(app, dono);
});
afterAll(async () => {
  await app.close();
  await s3.close();
});

const objetos = async () => {
  const ids: string[] = [];
  for await (const { arquivoId } of app.fileStorage.bucket!.list()) ids.push(arquivoId);
  return ids;
};
const total = async (tabela: typeof arquivo | typeof arquivoConteudo | typeof objetoARemover) =>
  (await app.db.select({ n: count() }).from(tabela))[0]!.n;
const enviarFoto = (nome: string) => enviarArquivo(app, dono, propostaId, 'fotos', PNG, nome);

describe('arquivos num bucket S3 (STORAGE_URL)', () => {
  it('grava os bytes no bucket, a linha diz onde estão e o banco não guarda cópia', async () => {
    const response = await enviarFoto('no-bucket.png');
    expect(response.statusCode).toBe(200);
    const id = response.json().idCriadoGuid;
    const [linha] = await app.db.select().from(arquivo).where(eq(arquivo.id, id));
    expect(linha!.armazenamento).toBe('s3');
    expect(await total(arquivoConteudo)).toBe(0);
    expect(await objetos()).toContain(id);
    const download = await injectAs(app, dono, {
      method: 'GET',
      url: `/api/fileindexer/${propostaId}/${id}`,
    });
    expect(Buffer.from(download.json().conteudo, 'base64').equals(PNG)).toBe(true);
  });

  it('excluir o arquivo apaga o seu objeto', async () => {
    const id = (await enviarFoto('excluir.png')).json().idCriadoGuid;
    const exclusao = await injectAs(app, dono, {
      method: 'DELETE',
      url: `/api/fileindexer/arquivo/${id}`,
    });
    expect(exclusao.statusCode).toBe(200);
    expect(await objetos()).not.toContain(id);
    expect(await total(objetoARemover)).toBe(0);
  });

  it('uma transação que falha depois de gravar o objeto não deixa objeto nem linha', async () => {
    const antes = await objetos();
    const novo = {
      id: randomUUID(),
      nomeOriginal: 'desfeito.pdf',
      tipoDoArquivo: 4,
      tipo: 'application/pdf',
      tamanho: PDF.length,
      contexto: 3,
      propostaId,
    };
    const falha = app.fileStorage.transaction(async (_tx, novos) => {
      await novos.inserir(novo, PDF);
      throw new Error('falha depois do objeto');
    });
    await expect(falha).rejects.toThrow('falha depois do objeto');
    expect(await objetos()).toEqual(antes);
    expect(await app.db.select().from(arquivo).where(eq(arquivo.id, novo.id))).toEqual([]);
  });

  it('linhas apagadas fora do serviço (cascata) deixam o objeto anotado até a limpeza', async () => {
    const id = (await enviarFoto('cascata.png')).json().idCriadoGuid;
    await app.db.delete(arquivo).where(eq(arquivo.id, id));
    expect(await total(objetoARemover)).toBe(1);
    expect(await app.fileStorage.removerPendentes()).toBe(1);
    expect(await objetos()).not.toContain(id);
    expect(await total(objetoARemover)).toBe(0);
  });

  // Last: the server stays down.
  it('bucket fora do ar: 503 em português, sem registro pela metade', async () => {
    const guardado = (await enviarFoto('antes-da-queda.png')).json().idCriadoGuid;
    const arquivosAntes = await total(arquivo);
    await s3.parar();
    const envio = await enviarFoto('na-queda.png');
    expect(envio.statusCode).toBe(503);
    expect(envio.json().message).toBe(MENSAGENS_HTTP.servicoIndisponivel);
    expect(await total(arquivo)).toBe(arquivosAntes);
    const leitura = await injectAs(app, dono, {
      method: 'GET',
      url: `/api/fileindexer/${propostaId}/${guardado}`,
    });
    expect(leitura.statusCode).toBe(503);
    expect(leitura.json().message).toBe(MENSAGENS_HTTP.servicoIndisponivel);
  });
});
