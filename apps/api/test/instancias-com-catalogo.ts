import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { AppConfig } from '../src/infra/config.ts';
import { buildWebFalso } from './build-web-falso.ts';
import { buildTestApp, outraInstancia } from './helper.ts';

/**
 * A stand-in for the web build's dist-ssr/entry-server.js: every page lists the catalogue's
 * titles, read through the transport as the real pages read theirs, and counts its renders.
 */
const MODULO = `
globalThis.renderizacoesCatalogo = globalThis.renderizacoesCatalogo ?? 0;
export const rotaExiste = () => true;
export async function renderizarPagina(url, origem, transporte) {
  globalThis.renderizacoesCatalogo += 1;
  const resposta = await transporte('/api/solucoes', { method: 'GET' });
  const { itens } = await resposta.json();
  return {
    html: '<ul>' + itens.map((s) => '<li>' + s.titulo + '</li>').join('') + '</ul>',
    estado: '<script type="application/json" id="estado-inicial">{}</script>',
  };
}`;

/** How many pages the stand-in has rendered in this test process. */
export const renderizacoes = () =>
  (globalThis as { renderizacoesCatalogo?: number }).renderizacoesCatalogo ?? 0;

/** A public page as a visitor of `portal.sp` asks for it. */
export const pagina = (
  instancia: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
) => instancia.inject({ method: 'GET', url, headers: { host: 'portal.sp', ...headers } });

/**
 * Spies on every way the app's code reaches the database; `parar` restores them and says how
 * many. `executeSql` is left out: it is the job queue's channel, which polls on its own time.
 */
export function contarConsultas(instancia: FastifyInstance) {
  const espioes = [
    ...(
      ['select', 'selectDistinct', 'selectDistinctOn', 'insert', 'update', 'delete'] as const
    ).map((metodo) => vi.spyOn(instancia.db, metodo)),
    vi.spyOn(instancia.db, 'execute'),
    vi.spyOn(instancia.db, 'transaction'),
  ];
  return {
    parar() {
      const total = espioes.reduce((soma, espiao) => soma + espiao.mock.calls.length, 0);
      for (const espiao of espioes) espiao.mockRestore();
      return total;
    },
  };
}

/**
 * Instance A, ready, with the stand-in's pages; instance B on its database when first asked
 * (`outraInstancia`: A itself on PGlite). `fechar` closes both.
 */
export async function instanciasComCatalogo(overrides: Partial<AppConfig> = {}) {
  const { webDist } = await buildWebFalso(MODULO);
  const app = await buildTestApp({ webDist, ...overrides });
  await app.ready();
  let outra: FastifyInstance | null = null;
  return {
    app,
    instanciaB: async () => (outra ??= await outraInstancia(app, { webDist, ...overrides })),
    async fechar() {
      if (outra !== app) await outra?.close();
      await app.close();
    },
  };
}
