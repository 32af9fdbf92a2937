import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../infra/clock.ts';
import { injectAs, signedInCompanyUser, type Sessao } from '../../../test/fixtures.ts';
import {
  CALENDARIO_PADRAO,
  definirCalendario,
  INSTANTES,
} from '../../../test/fixtures-calendario.ts';
import {
  adminDeTeste,
  signedInAdmin,
  type MembroComSessao,
} from '../../../test/fixtures-equipe.ts';
import { criarProposta, enviarProvaCnpj, novaProposta } from '../../../test/fixtures-proposta.ts';
import { esperarAte } from '../../../test/esperar-ate.ts';
import { buildTestApp, outraInstancia } from '../../../test/helper.ts';

/**
 * The calendar a company's write is checked against, kept in memory by the public version
 * (docs/decisions/056): a write it allows reads nothing, and a change by the staff holds at the
 * next write, on this instance and on another.
 */

const ADMIN = adminDeTeste();
const clock = new FakeClock(INSTANTES.aberta);
let app: FastifyInstance;

describe('o calendário guardado em cada instância', () => {
  // A company with no extension, so the general deadline is the one that holds for it.
  let semProrrogacao: Sessao;
  let admin: MembroComSessao;
  const ENCURTADO = { ...CALENDARIO_PADRAO, prazoEnvio: '2026-12-09T18:00' };
  const ENCERRADAS_ENCURTADO = 'As inscrições foram encerradas em 09/12/2026 às 18h.';
  const salvar = (instancia: FastifyInstance, id: string, titulo: string) =>
    injectAs(instancia, semProrrogacao, {
      method: 'POST',
      url: '/api/proposta',
      payload: { id, ...novaProposta({ titulo }) },
    });

  beforeAll(async () => {
    app = await buildTestApp({ admin: ADMIN }, { clock });
    admin = await signedInAdmin(app, ADMIN);
    semProrrogacao = await signedInCompanyUser(app);
    await enviarProvaCnpj(app, semProrrogacao);
  }, 60_000);
  afterAll(() => app.close());

  it('aceita sem ler o calendário do banco; a mudança da equipe vale na escrita seguinte', async () => {
    clock.set(INSTANTES.aberta);
    await definirCalendario(app, admin, CALENDARIO_PADRAO);
    const id = await criarProposta(app, semProrrogacao);
    expect((await salvar(app, id, 'Lê o calendário uma vez')).statusCode).toBe(200);
    const calendarios = app.repositorios.calendario;
    const leituras = [vi.spyOn(calendarios, 'find'), vi.spyOn(calendarios, 'findComProrrogacao')];
    try {
      for (const titulo of ['Da memória', 'Da memória de novo']) {
        expect((await salvar(app, id, titulo)).statusCode).toBe(200);
      }
      expect(leituras.map((l) => l.mock.calls.length)).toEqual([0, 0]);

      await definirCalendario(app, admin, ENCURTADO);
      const recusada = await salvar(app, id, 'Depois do prazo encurtado');
      expect(recusada.statusCode).toBe(409);
      expect(recusada.json().message).toBe(ENCERRADAS_ENCURTADO);
    } finally {
      for (const leitura of leituras) leitura.mockRestore();
    }
  });

  it('o prazo encurtado na instância A recusa a escrita na instância B em até 2 s', async () => {
    clock.set(INSTANTES.aberta);
    await definirCalendario(app, admin, CALENDARIO_PADRAO);
    const b = await outraInstancia(app, { admin: ADMIN }, { clock });
    try {
      const id = await criarProposta(app, semProrrogacao);
      // B keeps the open calendar.
      expect((await salvar(b, id, 'Na instância B')).statusCode).toBe(200);

      await definirCalendario(app, admin, ENCURTADO);
      let recusada: LightMyRequestResponse | null = null;
      await esperarAte(async () => {
        const resposta = await salvar(b, id, 'Na instância B, depois do prazo');
        if (resposta.statusCode !== 200) recusada = resposta;
        return recusada !== null;
      }, 2_000);
      expect(recusada!.statusCode).toBe(409);
      expect(recusada!.json().message).toBe(ENCERRADAS_ENCURTADO);
    } finally {
      if (b !== app) await b.close();
    }
  });
});
