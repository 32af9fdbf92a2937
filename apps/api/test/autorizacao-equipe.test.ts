import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signedInCompanyUser } from './fixtures.ts';
import {
  adminDeTeste,
  registerStaffUser,
  signedInAdmin,
  signedInStaff,
  type MembroDeTeste,
} from './fixtures-equipe.ts';
import {
  arquivoPayload,
  criarProposta,
  enviarArquivo,
  enviarProvaCnpj,
  PDF,
  PNG,
} from './fixtures-proposta.ts';
import { buildTestApp } from './helper.ts';

/**
 * Every route of level 'staff' or 'admin', as the app registered them, against each kind of
 * caller. A new staff route joins the matrix by itself, and fails it until it gets a sample
 * request below.
 */

type Amostra = Pick<InjectOptions, 'payload'> & { url: string };

let app: FastifyInstance;
let propostaId: string;
let arquivoId: string;
let empresaId: string;
let alvo: MembroDeTeste;
const chamadores: Record<string, { cookie: string } | null> = {};
const ADMIN = adminDeTeste();

/** A concrete request for each route pattern (method and path as registered). */
const amostras = (): Record<string, Amostra> => ({
  'GET /api/proposta/analise': { url: '/api/proposta/analise?status=1&ordem=status' },
  'POST /api/proposta/status': {
    url: '/api/proposta/status',
    payload: { idProposta: propostaId, idStatusProposta: 2, observacao: 'Matriz de acesso' },
  },
  'GET /api/proposta/estatisticas': { url: '/api/proposta/estatisticas' },
  'GET /api/proposta/estatisticas/:inicio/:fim': {
    url: '/api/proposta/estatisticas/2025-01-01/2025-12-31',
  },
  ...Object.fromEntries(
    ['mes', 'mes-comulativo', 'semana', 'semana-comulativo'].map((serie) => [
      `GET /api/proposta/estatisticas/${serie}/:inicio/:fim`,
      { url: `/api/proposta/estatisticas/${serie}/2025-01-01/2025-03-31` },
    ]),
  ),
  'GET /api/pageviews/por-dia': { url: '/api/pageviews/por-dia?dias=7' },
  'GET /api/cadastro/empresa': { url: '/api/cadastro/empresa' },
  'GET /api/cadastro/empresa-contato': { url: '/api/cadastro/empresa-contato' },
  'GET /api/cadastro/empresa-contato/:empresaId': {
    url: `/api/cadastro/empresa-contato/${empresaId}`,
  },
  'GET /api/fileindexer/proposta/zip/:id': { url: `/api/fileindexer/proposta/zip/${propostaId}` },
  'GET /api/equipe': { url: '/api/equipe' },
  'POST /api/equipe/:id/aprovacao': {
    url: `/api/equipe/${alvo.id}/aprovacao`,
    payload: { tipoUsuario: 4 },
  },
  'POST /api/equipe/:id/desativacao': { url: `/api/equipe/${alvo.id}/desativacao` },
  'POST /api/equipe/:id/reativacao': { url: `/api/equipe/${alvo.id}/reativacao` },
  'GET /api/documentos/admin': { url: '/api/documentos/admin' },
  'PUT /api/documentos/:id': {
    url: '/api/documentos/edital',
    payload: arquivoPayload(PDF, 'edital.pdf'),
  },
  'GET /api/fileindexer/proposta/:id/publicacao': {
    url: `/api/fileindexer/proposta/${propostaId}/publicacao`,
  },
  'POST /api/fileindexer/arquivo/:fileId/publico': {
    url: `/api/fileindexer/arquivo/${arquivoId}/publico`,
    payload: { publico: true },
  },
});

const rotasProtegidas = () =>
  app.registeredRoutes.filter(
    (r) => r.method !== 'HEAD' && (r.access === 'staff' || r.access === 'admin'),
  );

beforeAll(async () => {
  app = await buildTestApp({ admin: ADMIN });
  const empresa = await signedInCompanyUser(app);
  await enviarProvaCnpj(app, empresa);
  propostaId = await criarProposta(app, empresa);
  arquivoId = (await enviarArquivo(app, empresa, propostaId, 'fotos', PNG, 'foto.png')).json()
    .idCriadoGuid;
  empresaId = empresa.empresaId;
  alvo = await registerStaffUser(app);
  chamadores.anonimo = null;
  chamadores.empresa = empresa;
  chamadores.pendente = await signedInStaff(app, 3);
  chamadores.analista = await signedInStaff(app, 4);
  chamadores.administrador = await signedInAdmin(app, ADMIN);
});
afterAll(() => app.close());

describe('matriz de autorização da área do instituto', () => {
  it('toda rota de equipe ou de administrador tem uma requisição de exemplo', () => {
    const exemplos = amostras();
    const rotas = rotasProtegidas().map((r) => `${r.method} ${r.url}`);
    expect(rotas.length).toBeGreaterThanOrEqual(16);
    expect(rotas.filter((rota) => !(rota in exemplos))).toEqual([]);
  });

  const esperado: Record<string, (access: string) => number> = {
    anonimo: () => 401,
    empresa: () => 403,
    pendente: () => 403,
    analista: (access) => (access === 'admin' ? 403 : 200),
    administrador: () => 200,
  };

  it.each(Object.keys(esperado))('%s', async (chamador) => {
    const exemplos = amostras();
    for (const rota of rotasProtegidas()) {
      const amostra = exemplos[`${rota.method} ${rota.url}`]!;
      const response = await injectAs(app, chamadores[chamador]!, {
        method: rota.method as InjectOptions['method'] & string,
        ...amostra,
      });
      expect(
        response.statusCode,
        `${chamador}: ${rota.method} ${amostra.url} ${response.body.slice(0, 200)}`,
      ).toBe(esperado[chamador]!(rota.access!));
    }
  });
});
