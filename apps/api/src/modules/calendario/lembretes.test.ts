// @module-tag dois-bancos
import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailSaida } from '../../infra/db/schema-email.ts';
import { lembretePrazo } from '../../infra/db/schema-calendario.ts';
import { FakeClock } from '../../infra/clock.ts';
import { signedInCompanyUser, type Sessao } from '../../../test/fixtures.ts';
import { definirCalendario, prorrogar } from '../../../test/fixtures-calendario.ts';
import { adminDeTeste, signedInAdmin } from '../../../test/fixtures-equipe.ts';
import {
  criarProposta,
  criarPropostaCompleta,
  enviarArquivo,
  enviarProvaCnpj,
  PDF,
} from '../../../test/fixtures-proposta.ts';
import { buildTestApp, outraInstancia } from '../../../test/helper.ts';
import { FILA_LEMBRETES_PRAZO } from './trabalho-lembretes.ts';
import { createLembretesService } from './lembretes.ts';

/**
 * The deadline is 15/12/2026 18h. 'pendente' keeps a solution at status 1; 'enviou' submitted
 * before any reminder; 'enviouDepois' submits between the two; 'prorrogada' has until 20/12 18h;
 * 'semSolucao' has none.
 */
const ADMIN = adminDeTeste();
const clock = new FakeClock('2026-12-01T12:00:00-03:00');
let app: FastifyInstance;
let segunda: FastifyInstance | null = null;
type Empresa = Sessao & { id: string; email: string };
const empresas = {} as Record<
  'pendente' | 'enviou' | 'enviouDepois' | 'prorrogada' | 'semSolucao',
  Empresa
>;
let propostaEnviouDepois: string;

const servico = (instancia: FastifyInstance) =>
  createLembretesService(instancia.db, clock, 'https://portal.example');

/** Each company's reminders as sent to its user: { empresa: ['7-dias', '1-dia'] }. */
async function lembretesPorEmpresa() {
  const linhas = await app.db
    .select({ para: emailSaida.para, tipo: emailSaida.tipo })
    .from(emailSaida)
    .where(like(emailSaida.tipo, 'lembrete-prazo-%'));
  return Object.fromEntries(
    Object.entries(empresas).map(([nome, empresa]) => [
      nome,
      linhas
        .filter((l) => l.para === empresa.email)
        .map((l) => l.tipo.replace('lembrete-prazo-', ''))
        .sort(),
    ]),
  );
}

beforeAll(async () => {
  app = await buildTestApp({ admin: ADMIN }, { clock });
  const admin = await signedInAdmin(app, ADMIN);
  await definirCalendario(app, admin, {
    aberturaInscricoes: '2026-11-02T09:00',
    prazoEnvio: '2026-12-15T18:00',
    toleranciaMinutos: 0,
    divulgacaoResultados: null,
  });
  for (const nome of ['pendente', 'enviou', 'enviouDepois', 'prorrogada', 'semSolucao'] as const) {
    empresas[nome] = await signedInCompanyUser(app);
    await enviarProvaCnpj(app, empresas[nome]);
  }
  for (const nome of ['pendente', 'prorrogada'] as const) await criarProposta(app, empresas[nome]);
  const enviada = await criarPropostaCompleta(app, empresas.enviou);
  await enviarArquivo(app, empresas.enviou, enviada, 'formassinado', PDF, 'assinado.pdf');
  propostaEnviouDepois = await criarPropostaCompleta(app, empresas.enviouDepois);
  await prorrogar(app, admin, empresas.prorrogada.empresaId, '2026-12-20T18:00');
}, 180_000);
afterAll(async () => {
  if (segunda !== app) await segunda?.close();
  await app.close();
});

describe('lembretes de prazo por e-mail', () => {
  it('nada antes da janela de 7 dias', async () => {
    clock.set('2026-12-08T17:59:00-03:00');
    expect(await servico(app).enviarDevidos()).toBe(0);
  });

  it('7 dias antes: um lembrete por empresa com solução não enviada, uma só vez', async () => {
    clock.set('2026-12-08T18:00:00-03:00');
    expect(await servico(app).enviarDevidos()).toBe(2);
    expect(await servico(app).enviarDevidos()).toBe(0);
    expect(await lembretesPorEmpresa()).toEqual({
      pendente: ['7-dias'],
      enviou: [],
      enviouDepois: ['7-dias'],
      prorrogada: [],
      semSolucao: [],
    });
  });

  it('1 dia antes, com duas instâncias ao mesmo tempo: um de cada, e nada a quem já enviou', async () => {
    clock.set('2026-12-10T12:00:00-03:00');
    await enviarArquivo(
      app,
      empresas.enviouDepois,
      propostaEnviouDepois,
      'formassinado',
      PDF,
      'assinado.pdf',
    );
    clock.set('2026-12-14T18:00:00-03:00');
    segunda = await outraInstancia(app, { admin: ADMIN }, { clock });
    const [a, b] = await Promise.all([
      servico(app).enviarDevidos(),
      servico(segunda).enviarDevidos(),
    ]);
    // 'pendente' gets the 1-day reminder, 'prorrogada' its 7-day one (its deadline is the 20th).
    expect(a + b).toBe(2);
    expect(await lembretesPorEmpresa()).toEqual({
      pendente: ['1-dia', '7-dias'],
      enviou: [],
      enviouDepois: ['7-dias'],
      prorrogada: ['7-dias'],
      semSolucao: [],
    });
  });

  it('o trabalho agendado na fila envia o de 1 dia da empresa prorrogada', async () => {
    clock.set('2026-12-19T18:30:00-03:00');
    await app.queue.enviar(FILA_LEMBRETES_PRAZO, {});
    await vi.waitFor(
      async () => expect((await lembretesPorEmpresa()).prorrogada).toEqual(['1-dia', '7-dias']),
      { timeout: 20_000, interval: 200 },
    );
    expect(await app.db.select().from(lembretePrazo)).toHaveLength(5);
  });

  it('depois do prazo não há mais lembretes', async () => {
    clock.set('2026-12-21T09:00:00-03:00');
    expect(await servico(app).enviarDevidos()).toBe(0);
    expect(Object.values(await lembretesPorEmpresa()).flat()).toHaveLength(5);
  });
});
