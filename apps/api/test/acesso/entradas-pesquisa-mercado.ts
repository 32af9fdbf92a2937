import type { FastifyInstance } from 'fastify';
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

/** The market-survey record: made by verified managers, read by anyone holding its code. */
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
];
