import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugArquivo } from '@portal/domain';
import {
  injectAs,
  signedInCompanyUser,
  type Sessao,
  type UsuarioDeTeste,
} from '../../../../test/fixtures.ts';
import { signedInStaff, type MembroComSessao } from '../../../../test/fixtures-equipe.ts';
import {
  criarProposta,
  enviarArquivo,
  enviarProvaCnpj,
  JPEG,
  PDF,
  pdfDeTamanho,
  PNG,
} from '../../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../../test/helper.ts';
import { lerZip } from '../../../../test/zip-leitor.ts';

let app: FastifyInstance;
let empresa: UsuarioDeTeste & Sessao;
let analista: MembroComSessao;
let propostaId: string;
const GRANDE = pdfDeTamanho(2 * 1024 * 1024);
const resumo = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  app = await buildTestApp();
  empresa = await signedInCompanyUser(app);
  analista = await signedInStaff(app, 4);
  await enviarProvaCnpj(app, empresa);
  propostaId = await criarProposta(app, empresa);
  const enviar = async (caminho: string, bytes: Buffer, nome: string) => {
    const response = await enviarArquivo(app, empresa, propostaId, caminho, bytes, nome);
    if (response.statusCode !== 200) throw new Error(response.body);
  };
  await enviar('fotos', PNG, 'foto.png');
  await enviar('fotos', JPEG, 'foto.png');
  await enviar('documentosentregues/portfolios', GRANDE, 'relatório técnico.pdf');
  await enviar('formassinado', PDF, 'proposta assinada.pdf');
  // The generated form (context 11) stays out of the zip.
  const gerado = {
    id: randomUUID(),
    nomeOriginal: 'gerado.pdf',
    tipoDoArquivo: 4,
    tipo: 'application/pdf',
    tamanho: PDF.length,
    contexto: 11,
    propostaId,
  };
  await app.fileStorage.transaction((_tx, novos) => novos.inserir(gerado, PDF));
});
afterAll(() => app.close());

const baixar = (id: string, sessao: { cookie: string } = analista) =>
  injectAs(app, sessao, { method: 'GET', url: `/api/fileindexer/proposta/zip/${id}` });

describe('GET /api/fileindexer/proposta/zip/:id', () => {
  it('entrega um zip com os arquivos em pastas por categoria, com o PDF assinado e o cartão CNPJ', async () => {
    const response = await baixar(propostaId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const { codigoProposta, titulo } = (
      await injectAs(app, analista, { method: 'GET', url: `/api/proposta/${propostaId}` })
    ).json();
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="solucao-${codigoProposta}-${slugArquivo(titulo)}.zip"; ` +
        `filename*=UTF-8''solucao-${codigoProposta}-${slugArquivo(titulo)}.zip`,
    );
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);

    const entradas = lerZip(response.rawPayload);
    expect(entradas.map((e) => e.nome)).toEqual([
      'Fotos da solução/foto.png',
      'Fotos da solução/foto (2).png',
      'Portfólios/relatório técnico.pdf',
      'PDF assinado/proposta assinada.pdf',
      'Empresa/cartao-cnpj.pdf',
    ]);
    expect(entradas.every((e) => e.nomeUtf8 && e.metodo === 0)).toBe(true);
    // Compared by digest: a deep equality walks the 2 MiB portfolio byte by byte for seconds.
    expect(entradas.map((e) => resumo(e.conteudo))).toEqual(
      [PNG, JPEG, GRANDE, PDF, PDF].map(resumo),
    );
  });

  it('responde 404 a proposta desconhecida e não deixa a empresa baixar', async () => {
    const desconhecida = await baixar(randomUUID());
    expect(desconhecida.statusCode).toBe(404);
    expect(desconhecida.json()).toEqual({ message: 'Recurso não encontrado.' });
    expect((await baixar(propostaId, empresa)).statusCode).toBe(403);
  });

  it('uma proposta sem arquivos dá um zip vazio, mas válido', async () => {
    const outra = await signedInCompanyUser(app);
    const vazia = await criarProposta(app, outra);
    const response = await baixar(vazia);
    expect(response.statusCode).toBe(200);
    expect(lerZip(response.rawPayload)).toEqual([]);
  });
});
