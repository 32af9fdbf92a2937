import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buscaSalva } from '../../src/infra/db/schema-busca-salva.ts';
import { injectAs } from '../fixtures.ts';
import { signedInGestor } from '../fixtures-gestor.ts';
import type { EntradaAcesso } from './tabela-acesso.ts';
import type { FixturesAcesso } from './fixtures-acesso.ts';

// One record per matrix app, made by a manager of its own: the matrix's manager may sign out.
const registros = new WeakMap<FastifyInstance, Promise<string>>();

const codigoDeUmRegistro = (f: FixturesAcesso): Promise<string> => {
  const feito =
    registros.get(f.app) ??
    (async () => {
      const response = await injectAs(f.app, await signedInGestor(f.app), {
        method: 'POST',
        url: '/api/gestor/registros',
        payload: { selecao: [f.publicada.id] },
      });
      if (response.statusCode !== 201) throw new Error(`registro recusado: ${response.body}`);
      return (response.json() as { registro: { codigo: string } }).registro.codigo;
    })();
  registros.set(f.app, feito);
  return feito;
};

/** A new saved search of the matrix's manager, for a sample that deletes it; id and token. */
async function novaBuscaSalva(f: FixturesAcesso): Promise<{ id: string; token: string }> {
  const id = await f.novaBuscaDoGestor();
  const [linha] = await f.app.db
    .select({ token: buscaSalva.tokenAlertas })
    .from(buscaSalva)
    .where(eq(buscaSalva.id, id));
  return { id, token: linha!.token };
}

// One search per matrix app for the samples that only switch alerts off: every role's sample
// saving its own would pass the manager's limit of 20.
const buscas = new WeakMap<FastifyInstance, Promise<{ id: string; token: string }>>();
const umaBuscaSalva = (f: FixturesAcesso) => {
  const busca = buscas.get(f.app) ?? novaBuscaSalva(f);
  buscas.set(f.app, busca);
  return busca;
};

/**
 * The market-survey record, made by verified managers and read by anyone holding its code; the
 * managers' saved searches, and the alert e-mail's opt-out, which needs no sign-in.
 */
export const ENTRADAS_PESQUISA_MERCADO: EntradaAcesso[] = [
  {
    rota: 'POST /api/gestor/registros',
    acesso: 'gestor',
    sucesso: 201,
    amostra: (f) => ({
      url: '/api/gestor/registros',
      payload: { filtro: { busca: 'semáforo' }, selecao: [f.publicada.id] },
    }),
  },
  {
    rota: 'GET /api/gestor/registros',
    acesso: 'gestor',
    amostra: () => ({ url: '/api/gestor/registros' }),
  },
  {
    rota: 'GET /api/registros-pesquisa/:codigo',
    acesso: 'public',
    amostra: async (f) => ({ url: `/api/registros-pesquisa/${await codigoDeUmRegistro(f)}` }),
  },
  {
    rota: 'GET /api/registros-pesquisa/:codigo/pdf',
    acesso: 'public',
    amostra: async (f) => ({
      url: `/api/registros-pesquisa/${await codigoDeUmRegistro(f)}/pdf`,
    }),
  },
  {
    rota: 'GET /api/registros-pesquisa/:codigo/csv',
    acesso: 'public',
    amostra: async (f) => ({
      url: `/api/registros-pesquisa/${await codigoDeUmRegistro(f)}/csv`,
    }),
  },
  {
    rota: 'GET /api/gestor/buscas',
    acesso: 'gestor',
    amostra: () => ({ url: '/api/gestor/buscas' }),
  },
  {
    rota: 'POST /api/gestor/buscas',
    acesso: 'gestor',
    sucesso: 201,
    amostra: () => ({
      url: '/api/gestor/buscas',
      payload: { nome: 'Iluminação', filtro: { busca: 'iluminação', saas: 'sim' } },
    }),
  },
  {
    rota: 'PUT /api/gestor/buscas/:id/alertas',
    acesso: 'gestor',
    amostra: async (f) => ({
      url: `/api/gestor/buscas/${(await umaBuscaSalva(f)).id}/alertas`,
      payload: { alertas: false },
    }),
  },
  {
    rota: 'DELETE /api/gestor/buscas/:id',
    acesso: 'gestor',
    amostra: async (f) => ({ url: `/api/gestor/buscas/${(await novaBuscaSalva(f)).id}` }),
  },
  {
    rota: 'POST /api/buscas-salvas/cancelar-alertas',
    acesso: 'public',
    amostra: async (f) => ({
      url: '/api/buscas-salvas/cancelar-alertas',
      payload: { token: (await umaBuscaSalva(f)).token },
    }),
  },
];
