import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../../test/fixtures.ts';
import { adminDeTeste } from '../../../test/fixtures-equipe.ts';
import { definirStatus } from '../../../test/fixtures-proposta.ts';
import {
  atribuir,
  avaliacaoCompleta,
  cenarioAvaliacao,
  declarar,
  enviarAvaliacao,
} from '../../../test/fixtures-avaliacao.ts';
import { buildTestApp } from '../../../test/helper.ts';

/**
 * Before the parecer is released, no answer a company or a visitor can get carries a score, a
 * private note or an evaluator's name. The routes are read from the app, so a route added later
 * is checked too: every GET open to the public, to any user or to companies, with every id of the
 * company's own records in its path.
 */

const ADMIN = adminDeTeste();
const MARCAS = [
  'Avaliadora Sigilosa',
  'Avaliador Reservado',
  'JUSTIFICATIVA-SIGILOSA',
  'NOTA-PRIVADA-SIGILOSA',
  'FUNDAMENTACAO-SIGILOSA',
];
// Keys that only the evaluation's answers have ('justificativa' is also a section of the form).
const CHAVES =
  /"(notaFinal|fundamentacao|recomendacao|avaliador|avaliadores|amplitude|consolidacao|conflito)"\s*:/;

let app: FastifyInstance;
let c: Awaited<ReturnType<typeof cenarioAvaliacao>>;

// Builds a whole cast (staff, company, solutions, evaluations): slow on a busy machine.
beforeAll(async () => {
  app = await buildTestApp({ admin: ADMIN });
  c = await cenarioAvaliacao(app, ADMIN);
  const { signedInStaff } = await import('../../../test/fixtures-equipe.ts');
  const ana = await signedInStaff(app, 4, { nome: 'Avaliadora Sigilosa' });
  const beto = await signedInStaff(app, 4, { nome: 'Avaliador Reservado' });
  await atribuir(app, c.adm, [c.propostaId], [ana, beto]);
  for (const membro of [ana, beto]) {
    await declarar(app, membro, c.propostaId);
    const dados = {
      ...avaliacaoCompleta(3, 'JUSTIFICATIVA-SIGILOSA'),
      fundamentacao: 'FUNDAMENTACAO-SIGILOSA',
    };
    await enviarAvaliacao(app, membro, c.propostaId, dados);
  }
  await injectAs(app, ana, {
    method: 'POST',
    url: `/api/avaliacao/proposta/${c.propostaId}/notas`,
    payload: { texto: 'NOTA-PRIVADA-SIGILOSA' },
  });
  await injectAs(app, c.adm, {
    method: 'PUT',
    url: `/api/avaliacao/proposta/${c.propostaId}/parecer`,
    payload: { conclusao: 'Conclusão' },
  });
  await injectAs(app, c.adm, {
    method: 'POST',
    url: `/api/avaliacao/proposta/${c.propostaId}/parecer/emissao`,
  });
  // Published, so the public catalogue shows the solution too.
  await definirStatus(app, c.propostaId, 10);
}, 180_000);
afterAll(() => app.close());

const preencher = (url: string, ids: readonly string[]) => {
  const params = url.match(/:\w+/g) ?? [];
  if (params.length === 0) return [url];
  return ids.map((id) => url.replace(/:\w+/g, id));
};

describe('sigilo da avaliação antes da liberação do parecer', () => {
  it('nenhuma resposta para empresa ou visitante traz nota, nota privada ou nome de avaliador', async () => {
    const ids = [c.propostaId, c.empresa.empresaId, c.empresa.id];
    // The API's documentation names the fields of the evaluator's forms, and holds no data.
    const rotas = app.registeredRoutes.filter(
      (r) =>
        r.method === 'GET' &&
        !r.url.startsWith('/api/docs') &&
        (r.access === undefined || ['public', 'user', 'company'].includes(r.access)),
    );
    expect(rotas.length).toBeGreaterThan(10);
    let verificadas = 0;
    for (const rota of rotas) {
      for (const url of preencher(rota.url.replace('*', 'solutions'), ids)) {
        for (const sessao of [c.empresa, null]) {
          const response = await injectAs(app, sessao, { method: 'GET', url });
          const corpo = response.rawPayload.toString('utf8');
          for (const marca of MARCAS) {
            expect(corpo, `${rota.url} (${sessao ? 'empresa' : 'visitante'})`).not.toContain(marca);
          }
          expect(corpo, `${rota.url}`).not.toMatch(CHAVES);
          verificadas += 1;
        }
      }
    }
    expect(verificadas).toBeGreaterThan(20);
  });

  it('as rotas da avaliação, das notas e da rubrica recusam empresa e equipe pendente', async () => {
    const { signedInStaff } = await import('../../../test/fixtures-equipe.ts');
    const pendente = await signedInStaff(app, 3);
    const rotas = app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/avaliacao') && !r.url.startsWith('/api/avaliacao/pareceres'),
    );
    expect(rotas.length).toBeGreaterThan(15);
    for (const rota of rotas) {
      const url = rota.url.replace(/:\w+/g, c.propostaId);
      for (const sessao of [c.empresa, pendente]) {
        const response = await injectAs(app, sessao, {
          method: rota.method as 'GET',
          url,
          ...(rota.method === 'GET' || rota.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(response.statusCode, `${rota.method} ${rota.url}`).toBe(403);
      }
    }
  });
});
