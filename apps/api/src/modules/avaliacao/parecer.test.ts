import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSaida } from '../../infra/db/schema-email.ts';
import { injectAs, signedInCompanyUser } from '../../../test/fixtures.ts';
import { adminDeTeste } from '../../../test/fixtures-equipe.ts';
import { atribuir, avaliar, cenarioAvaliacao } from '../../../test/fixtures-avaliacao.ts';
import { buildTestApp } from '../../../test/helper.ts';

const ADMIN = adminDeTeste();
let app: FastifyInstance;
let c: Awaited<ReturnType<typeof cenarioAvaliacao>>;
let url: string;

const textoDoPdf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

// Builds a whole cast (staff, company, solutions, evaluations): slow on a busy machine.
beforeAll(async () => {
  app = await buildTestApp({ admin: ADMIN });
  c = await cenarioAvaliacao(app, ADMIN);
  url = `/api/avaliacao/proposta/${c.propostaId}/parecer`;
  await atribuir(app, c.adm, [c.propostaId], [c.ana, c.beto]);
}, 180_000);
afterAll(() => app.close());

const comoAdmin = (method: 'GET' | 'PUT' | 'POST', caminho: string, payload?: object) =>
  injectAs(app, c.adm, { method, url: `${url}${caminho}`, ...(payload ? { payload } : {}) });

describe('parecer técnico', () => {
  it('não é emitido sem conclusão nem sem avaliação enviada', async () => {
    expect((await comoAdmin('POST', '/emissao')).statusCode).toBe(400);
    expect(
      (await comoAdmin('PUT', '', { conclusao: 'Recomenda-se a aprovação.' })).statusCode,
    ).toBe(200);
    const semAvaliacao = await comoAdmin('POST', '/emissao');
    expect(semAvaliacao.statusCode).toBe(409);
    expect(semAvaliacao.json().message).toBe(
      'O parecer precisa de ao menos uma avaliação enviada.',
    );
  });

  it('emitido com DCT traz critérios, pesos, notas, justificativas e recomendação, sem nomear avaliadores', async () => {
    await avaliar(app, c.ana, c.propostaId, 4);
    await avaliar(app, c.beto, c.propostaId, 5);
    expect(
      (await comoAdmin('PUT', '', { conclusao: 'Solução apta, com ajustes no suporte.' }))
        .statusCode,
    ).toBe(200);
    expect((await comoAdmin('POST', '/emissao', { comDct: true })).statusCode).toBe(200);

    const pdf = await comoAdmin('GET', '/arquivo');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const texto = await textoDoPdf(pdf.rawPayload);
    for (const trecho of [
      'Parecer técnico com DCT',
      'Avaliadores Equipe do instituto',
      'Avaliação 1 — Equipe do instituto',
      'Avaliação 2 — Equipe do instituto',
      'Potencial de resolver o problema',
      'peso 3',
      'Justificativa da nota C1',
      'Aprovar',
      'Solução apta, com ajustes no suporte.',
      '9',
    ]) {
      expect(texto).toContain(trecho);
    }
    // The parecer goes to the company: blind review holds in it too.
    expect(texto).not.toContain('Ana Avaliadora');
    expect(texto).not.toContain('Beto Avaliador');
  });

  it('emitido, não muda mais: nem a conclusão nem uma segunda emissão', async () => {
    expect((await comoAdmin('PUT', '', { conclusao: 'Outra conclusão' })).statusCode).toBe(409);
    expect((await comoAdmin('POST', '/emissao')).statusCode).toBe(409);
    expect((await comoAdmin('GET', '')).json()).toMatchObject({
      conclusao: 'Solução apta, com ajustes no suporte.',
      emitidoEm: expect.any(String),
      liberadoEm: null,
    });
  });

  it('a empresa só o vê depois de liberado, e então é avisada por e-mail', async () => {
    const lista = () =>
      injectAs(app, c.empresa, { method: 'GET', url: '/api/avaliacao/pareceres' });
    const baixar = () =>
      injectAs(app, c.empresa, {
        method: 'GET',
        url: `/api/avaliacao/pareceres/${c.propostaId}/arquivo`,
      });
    expect((await lista()).json()).toEqual([]);
    expect((await baixar()).statusCode).toBe(404);

    expect(
      (await injectAs(app, c.ana, { method: 'POST', url: `${url}/liberacao` })).statusCode,
    ).toBe(403);
    expect((await comoAdmin('POST', '/liberacao')).statusCode).toBe(200);

    expect((await lista()).json()).toMatchObject([{ propostaId: c.propostaId }]);
    const pdf = await baixar();
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [aviso] = await app.db
      .select()
      .from(emailSaida)
      .where(eq(emailSaida.tipo, 'parecer-liberado'));
    expect(aviso!.para).toBe(c.empresa.email);
    expect(aviso!.texto).not.toMatch(/Ana Avaliadora|Beto Avaliador|nota/i);
  });

  it('outra empresa não baixa o parecer', async () => {
    const outra = await signedInCompanyUser(app);
    const response = await injectAs(app, outra, {
      method: 'GET',
      url: `/api/avaliacao/pareceres/${c.propostaId}/arquivo`,
    });
    expect(response.statusCode).toBe(404);
  });
});
