// @module-tag dois-bancos
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../infra/clock.ts';
import { emailSaida } from '../../infra/db/schema-email.ts';
import { injectAs, signedInCompanyUser, type Sessao } from '../../../test/fixtures.ts';
import { signedInGestor } from '../../../test/fixtures-gestor.ts';
import { solucaoPublicada } from '../../../test/fixtures-repositorio.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { createBuscaSalvaService } from './service.ts';

const HORA = 60 * 60 * 1000;
// Publication dates come from the database's clock: the fake one starts at the real now.
const clock = new FakeClock(new Date());
let app: FastifyInstance;
let empresa: Sessao;
let gestor: Sessao & { email: string };
let outro: Sessao & { email: string };

const servico = () => createBuscaSalvaService(app.db, clock, 'https://portal.example');
const salvar = (sessao: Sessao, payload: object) =>
  injectAs(app, sessao, { method: 'POST', url: '/api/gestor/buscas', payload });
const listar = async (sessao: Sessao) =>
  (await injectAs(app, sessao, { method: 'GET', url: '/api/gestor/buscas' })).json();

/** The alert e-mails the manager got, text only. */
const alertasDe = async (email: string) =>
  (
    await app.db
      .select({ texto: emailSaida.texto, assunto: emailSaida.assunto })
      .from(emailSaida)
      .where(and(eq(emailSaida.para, email), eq(emailSaida.tipo, 'alerta-busca')))
  ).map((linha) => linha);

beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  empresa = await signedInCompanyUser(app);
  gestor = await signedInGestor(app);
  outro = await signedInGestor(app);
});
afterAll(() => app.close());

describe('buscas salvas', () => {
  it('salva a busca com nome e filtros, abre no catálogo, e só o dono muda ou exclui', async () => {
    const salva = await salvar(gestor, {
      nome: 'Iluminação como serviço',
      filtro: { busca: 'iluminação pública', saas: 'sim', eixo: 2 },
      alertas: true,
    });
    expect(salva.statusCode, salva.body).toBe(201);
    const id = salva.json().idCriadoGuid as string;
    expect(await listar(gestor)).toEqual([
      {
        id,
        nome: 'Iluminação como serviço',
        filtro: { busca: 'iluminação pública', saas: true, eixo: 2 },
        endereco: '/solutions?busca=ilumina%C3%A7%C3%A3o+p%C3%BAblica&eixo=2&saas=sim',
        alertas: true,
        criadaEm: clock.now().toISOString(),
      },
    ]);
    expect(await listar(outro)).toEqual([]);

    const alheia = { method: 'PUT' as const, url: `/api/gestor/buscas/${id}/alertas` };
    expect(
      (await injectAs(app, outro, { ...alheia, payload: { alertas: false } })).statusCode,
    ).toBe(404);
    expect(
      (await injectAs(app, outro, { method: 'DELETE', url: `/api/gestor/buscas/${id}` })).json(),
    ).toEqual({ message: 'Busca salva não encontrada.' });

    const desligada = await injectAs(app, gestor, { ...alheia, payload: { alertas: false } });
    expect(desligada.json().message).toBe('Os alertas desta busca foram desativados.');
    expect((await listar(gestor))[0].alertas).toBe(false);
    await injectAs(app, gestor, { method: 'DELETE', url: `/api/gestor/buscas/${id}` });
    expect(await listar(gestor)).toEqual([]);
  });

  it('guarda o município e o resultado do parecer e os põe no endereço do catálogo', async () => {
    const salva = await salvar(gestor, {
      nome: 'Com DCT em Campinas',
      filtro: { municipio: '3509502', parecer: 'com-dct' },
      alertas: false,
    });
    expect(salva.statusCode, salva.body).toBe(201);
    expect(await listar(gestor)).toMatchObject([
      {
        filtro: { municipio: 3509502, parecer: 'com-dct' },
        endereco: '/solutions?municipio=3509502&parecer=com-dct',
      },
    ]);
    await injectAs(app, gestor, {
      method: 'DELETE',
      url: `/api/gestor/buscas/${salva.json().idCriadoGuid}`,
    });
  });

  it('recusa nome vazio ou com NUL e filtro estranho, no campo, sem gravar', async () => {
    for (const [payload, campo] of [
      [{ nome: '  ' }, 'nome'],
      [{ nome: 'Câmeras\u0000' }, 'nome'],
      [{ nome: 'Câmeras', filtro: { eixo: 99 } }, 'filtro.eixo'],
      [{ nome: 'Câmeras', filtro: { municipio: '35' } }, 'filtro.municipio'],
      [{ nome: 'Câmeras', filtro: { parecer: 'sim' } }, 'filtro.parecer'],
      [{ nome: 'Câmeras', alertas: 'sim' }, 'alertas'],
    ] as const) {
      const response = await salvar(gestor, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].path).toBe(campo);
    }
    expect(await listar(gestor)).toEqual([]);
  });

  it('guarda no máximo 20 buscas por gestor', async () => {
    const cheio = await signedInGestor(app);
    for (let i = 1; i <= 20; i++) {
      expect((await salvar(cheio, { nome: `Busca ${i}`, alertas: false })).statusCode).toBe(201);
    }
    const demais = await salvar(cheio, { nome: 'Busca 21' });
    expect(demais.statusCode).toBe(409);
    expect(demais.json().message).toBe(
      'Você já tem 20 buscas salvas, o máximo: exclua uma para salvar outra.',
    );
  });
});

describe('alertas das buscas salvas', () => {
  let token: string;

  it('um e-mail por dia, mesmo com duas execuções juntas, com as soluções novas que a busca acha', async () => {
    expect(
      (await salvar(outro, { nome: 'Hidrômetros', filtro: { busca: 'hidrometros' } })).statusCode,
    ).toBe(201);
    await solucaoPublicada(app, empresa, { titulo: 'Hidrômetros inteligentes com telemetria' });
    await solucaoPublicada(app, empresa, { titulo: 'Semáforos adaptativos' });

    clock.advance(HORA);
    expect(await servico().enviarAlertas()).toBe(0);

    clock.advance(24 * HORA);
    const [a, b] = await Promise.all([servico().enviarAlertas(), servico().enviarAlertas()]);
    expect(a + b).toBe(1);
    const [alerta, ...mais] = await alertasDe(outro.email);
    expect(mais).toEqual([]);
    expect(alerta!.assunto).toBe('Soluções novas para a sua busca “Hidrômetros”');
    expect(alerta!.texto).toContain('“Hidrômetros”: 1 solução nova');
    expect(alerta!.texto).toContain('Hidrômetros inteligentes com telemetria');
    expect(alerta!.texto).not.toContain('Semáforos adaptativos');
    expect(alerta!.texto).toContain('https://portal.example/solutions?busca=hidrometros');
    token = /\/alertas\/cancelar\?token=([\w-]{43})/.exec(alerta!.texto)![1]!;

    // The same day again, or a day with nothing new: nothing more.
    expect(await servico().enviarAlertas()).toBe(0);
    clock.advance(24 * HORA);
    expect(await servico().enviarAlertas()).toBe(0);
    expect(await alertasDe(outro.email)).toHaveLength(1);
  });

  it('o link do e-mail para os alertas daquela busca sem entrar', async () => {
    const cancelar = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/buscas-salvas/cancelar-alertas', payload });
    expect((await cancelar({ token: 'curto' })).statusCode).toBe(400);
    const inexistente = await cancelar({ token: 'x'.repeat(43) });
    expect(inexistente.statusCode).toBe(404);
    expect(inexistente.json().message).toBe(
      'Este link de alertas não vale mais: a busca foi excluída ou o endereço está incompleto.',
    );
    const cancelado = await cancelar({ token });
    expect(cancelado.statusCode).toBe(200);
    expect(cancelado.json().message).toBe(
      'Pronto: você não receberá mais alertas da busca “Hidrômetros”.',
    );
    expect((await listar(outro))[0].alertas).toBe(false);

    await solucaoPublicada(app, empresa, { titulo: 'Hidrômetros ultrassônicos' });
    clock.advance(24 * HORA);
    expect(await servico().enviarAlertas()).toBe(0);
    expect(await alertasDe(outro.email)).toHaveLength(1);
  });
});
