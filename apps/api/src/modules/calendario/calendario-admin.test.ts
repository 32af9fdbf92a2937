// @module-tag dois-bancos
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUID_VAZIO } from '@portal/domain';
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
  signedInStaff,
  type MembroComSessao,
} from '../../../test/fixtures-equipe.ts';
import { buildTestApp } from '../../../test/helper.ts';

const ADMIN = adminDeTeste();
const clock = new FakeClock(INSTANTES.aberta);
let app: FastifyInstance;
let admin: MembroComSessao;
let empresa: Awaited<ReturnType<typeof signedInCompanyUser>>;

const get = (sessao: Sessao | MembroComSessao | null, url: string) =>
  injectAs(app, sessao, { method: 'GET', url });
const salvar = (payload: object, sessao: { cookie: string } | null = admin) =>
  injectAs(app, sessao, { method: 'PUT', url: '/api/calendario', payload });
const prorrogar = (payload: object, sessao: { cookie: string } | null = admin) =>
  injectAs(app, sessao, { method: 'POST', url: '/api/calendario/prorrogacoes', payload });

beforeAll(async () => {
  app = await buildTestApp({ admin: ADMIN }, { clock });
  admin = await signedInAdmin(app, ADMIN);
  empresa = await signedInCompanyUser(app);
}, 180_000);
afterAll(() => app.close());

describe('o calendário da chamada', () => {
  it('sem calendário, qualquer um lê que as inscrições estão abertas', async () => {
    const response = await get(null, '/api/calendario');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fase: 'sem-calendario', prazo: null });
    expect((await get(admin, '/api/calendario/configuracao')).json()).toEqual({
      calendario: null,
      versao: 1,
    });
  });

  it('prorrogar sem calendário é recusado: não há prazo a estender', async () => {
    const response = await prorrogar({
      empresaId: empresa.empresaId,
      prazo: '2026-12-20T18:00',
      motivo: 'Queda do portal.',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Defina o calendário da chamada antes de conceder prorrogações.',
    );
  });

  it('recusa dados inválidos nomeando o campo, sem gravar nada', async () => {
    const response = await salvar({ ...CALENDARIO_PADRAO, prazoEnvio: '2026-10-01T18:00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      {
        path: 'prazoEnvio',
        message: 'O prazo de envio deve ser posterior à abertura das inscrições.',
      },
    ]);
    expect((await get(admin, '/api/calendario/alteracoes')).json()).toEqual([]);
  });

  it('o administrador define as datas em São Paulo e todos veem a situação', async () => {
    const response = await salvar(CALENDARIO_PADRAO);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: true,
      message: 'Calendário salvo com sucesso!',
    });
    expect((await get(null, '/api/calendario')).json()).toEqual({
      fase: 'aberta',
      abertura: '2026-11-02T12:00:00.000Z',
      prazo: '2026-12-15T21:00:00.000Z',
      encerramento: '2026-12-15T21:30:00.000Z',
      prorrogada: false,
      divulgacaoResultados: '2027-02-01',
    });
    expect((await get(admin, '/api/calendario/configuracao')).json()).toEqual({
      calendario: CALENDARIO_PADRAO,
      versao: 2,
    });
  });

  it('registra cada campo alterado: quem, quando, valor anterior e novo', async () => {
    clock.set('2026-12-11T10:00:00-03:00');
    await salvar({ ...CALENDARIO_PADRAO, prazoEnvio: '2026-12-18T18:00' });
    const alteracoes = (await get(admin, '/api/calendario/alteracoes')).json();
    expect(alteracoes).toHaveLength(5);
    expect(alteracoes[0]).toEqual({
      id: expect.any(Number),
      campo: 'prazoEnvio',
      valorAnterior: '2026-12-15T21:00:00.000Z',
      valorNovo: '2026-12-18T21:00:00.000Z',
      dataHora: '2026-12-11T13:00:00.000Z',
      usuario: admin.nome,
    });
    expect(
      alteracoes
        .slice(1)
        .map((a: { campo: string }) => a.campo)
        .sort(),
    ).toEqual(['aberturaInscricoes', 'divulgacaoResultados', 'prazoEnvio', 'toleranciaMinutos']);
    expect(alteracoes[4]).toMatchObject({ valorAnterior: null });
    // Saving the same values again records nothing.
    await salvar({ ...CALENDARIO_PADRAO, prazoEnvio: '2026-12-18T18:00' });
    expect((await get(admin, '/api/calendario/alteracoes')).json()).toHaveLength(5);
    await definirCalendario(app, admin);
  });
});

describe('prorrogações', () => {
  it('exigem motivo, empresa existente e prazo depois do geral', async () => {
    const base = { empresaId: empresa.empresaId, prazo: '2026-12-20T18:00', motivo: 'Queda.' };
    const semMotivo = await prorrogar({ ...base, motivo: ' ' });
    expect([semMotivo.statusCode, semMotivo.json().issues]).toEqual([
      400,
      [{ path: 'motivo', message: 'Campo obrigatório.' }],
    ]);
    const antes = await prorrogar({ ...base, prazo: '2026-12-15T17:00' });
    expect([antes.statusCode, antes.json().issues]).toEqual([
      400,
      [
        {
          path: 'prazo',
          message: 'A prorrogação deve terminar depois do prazo geral (15/12/2026 às 18h).',
        },
      ],
    ]);
    const semEmpresa = await prorrogar({ ...base, empresaId: GUID_VAZIO });
    expect([semEmpresa.statusCode, semEmpresa.json().message]).toEqual([
      404,
      'Empresa não encontrada.',
    ]);
    expect((await get(admin, '/api/calendario/prorrogacoes')).json()).toEqual([]);
  });

  it('é registrada e listada; a empresa vê o próprio prazo e as demais o geral', async () => {
    clock.set('2026-12-16T08:00:00-03:00');
    const response = await prorrogar({
      empresaId: empresa.empresaId.toUpperCase(),
      prazo: '2026-12-20T18:00',
      motivo: 'Indisponibilidade comprovada do portal.',
    });
    expect(response.statusCode).toBe(201);
    expect((await get(admin, '/api/calendario/prorrogacoes')).json()).toEqual([
      {
        id: expect.any(String),
        empresaId: empresa.empresaId,
        empresa: 'Soluções Urbanas Ltda',
        cnpj: empresa.cnpj,
        prazo: '2026-12-20T21:00:00.000Z',
        motivo: 'Indisponibilidade comprovada do portal.',
        dataHora: '2026-12-16T11:00:00.000Z',
        usuario: admin.nome,
      },
    ]);
    expect((await get(empresa, '/api/calendario')).json()).toMatchObject({
      fase: 'aberta',
      prazo: '2026-12-20T21:00:00.000Z',
      prorrogada: true,
    });
    const outra = await signedInCompanyUser(app);
    expect((await get(outra, '/api/calendario')).json()).toMatchObject({
      fase: 'encerrada',
      prorrogada: false,
    });
    expect((await get(null, '/api/calendario')).json()).toMatchObject({ fase: 'encerrada' });
  });
});

describe('quem pode', () => {
  it('só o administrador escreve e lê o registro; 401 sem sessão, 403 empresa e equipe', async () => {
    const chamadores = {
      anonimo: null,
      empresa,
      pendente: await signedInStaff(app, 3),
      analista: await signedInStaff(app, 4),
    };
    const esperado = { anonimo: 401, empresa: 403, pendente: 403, analista: 403 };
    for (const [nome, sessao] of Object.entries(chamadores)) {
      const status = [
        (await salvar(CALENDARIO_PADRAO, sessao)).statusCode,
        (await prorrogar({}, sessao)).statusCode,
        (await get(sessao, '/api/calendario/configuracao')).statusCode,
        (await get(sessao, '/api/calendario/alteracoes')).statusCode,
        (await get(sessao, '/api/calendario/prorrogacoes')).statusCode,
        (await get(sessao, '/api/calendario')).statusCode,
      ];
      const s = esperado[nome as keyof typeof esperado];
      expect(status, nome).toEqual([s, s, s, s, s, 200]);
    }
  });
});
