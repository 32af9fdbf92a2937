import type { FastifyRequest } from 'fastify';
import { isUsuarioEmpresa, type AcaoCalendario } from '@portal/domain';
import { guidParam } from '../http/params.ts';
import { globalPlugin } from '../http/global-plugin.ts';
import { createCalendarioService, type CalendarioService } from '../modules/calendario/service.ts';
import type { AccessLevel } from '../http/acesso.ts';

/**
 * What the call's calendar does to a route: `criar` waits for the opening and stops at the
 * deadline, `editar` only stops at the deadline, `livre` says the route was weighed and the
 * calendar does not apply (a company's own documents, say).
 */
export type RegraCalendario = AcaoCalendario | 'livre';

const REGRAS: readonly RegraCalendario[] = ['criar', 'editar', 'livre'];

export interface RotaDoCalendario {
  method: string;
  url: string;
  regra: RegraCalendario | undefined;
}

/**
 * Where an `editar` route carries the solution it writes to: its id in the body or the path, or
 * the id of one of its files in the path. A solution in a round of requests answers
 * to its requests' dates, not to the call's deadline.
 */
export type SolucaoDaEscrita = 'corpo' | 'caminho' | 'arquivo';

declare module 'fastify' {
  interface FastifyContextConfig {
    calendario?: RegraCalendario;
    solucaoDaEscrita?: SolucaoDaEscrita;
  }
  interface FastifyInstance {
    calendario: CalendarioService;
    /** Routes under the calendar's watch as registered, so a test can read their rules. */
    rotasDoCalendario: RotaDoCalendario[];
  }
}

const LEITURA = new Set(['GET', 'HEAD', 'OPTIONS']);
const SOLUCOES_E_ARQUIVOS = /^\/api\/(proposta|fileindexer)(\/|$)/;

/**
 * A route a company user can call to change solutions or their files: it must say what the
 * calendar does to it. Staff-only routes are left out on purpose: the calendar never holds staff.
 */
export const exigeRegraCalendario = (method: string, url: string, access?: AccessLevel) =>
  !LEITURA.has(method) &&
  (access === 'company' || access === 'user') &&
  SOLUCOES_E_ARQUIVOS.test(url);

/**
 * The calendar is declared per route and enforced in one place, as access is: a company write
 * route that forgets to declare it stops the app from booting, so none can slip past the deadline.
 */
export const calendarioPlugin = globalPlugin(async (app) => {
  app.decorate('calendario', createCalendarioService(app.db, app.clock, app.versaoPublica.atual));
  app.decorate('rotasDoCalendario', []);

  app.addHook('onRoute', (route) => {
    const regra = route.config?.calendario;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const vigiadas = methods.filter((m) =>
      exigeRegraCalendario(m, route.url, route.config?.access),
    );
    for (const method of vigiadas) app.rotasDoCalendario.push({ method, url: route.url, regra });
    if (regra !== undefined && !REGRAS.includes(regra)) {
      throw new Error(
        `A rota ${methods.join(',')} ${route.url} declara config.calendario inválido`,
      );
    }
    if (regra === 'editar' && route.config?.solucaoDaEscrita === undefined) {
      throw new Error(
        `A rota ${methods.join(',')} ${route.url} edita soluções e não declara config.solucaoDaEscrita`,
      );
    }
    if (regra === undefined && vigiadas.length > 0) {
      throw new Error(
        `A rota ${methods.join(',')} ${route.url} altera soluções e não declara config.calendario`,
      );
    }
  });

  /** The solution a write targets, read before validation: anything but an id is none. */
  async function solucaoDa(request: FastifyRequest): Promise<string | null> {
    const onde = request.routeOptions.config.solucaoDaEscrita;
    const params = request.params as Record<string, unknown>;
    const valor =
      onde === 'corpo'
        ? (request.body as Record<string, unknown> | null)?.id
        : onde === 'caminho'
          ? params.id
          : onde === 'arquivo'
            ? params.fileId
            : undefined;
    const id = guidParam.safeParse(valor);
    if (!id.success) return null;
    if (onde !== 'arquivo') return id.data;
    return (await app.repositorios.arquivo.findDono(id.data))?.propostaId ?? null;
  }

  // Runs after the access check, so the user is known, and before the route's schemas: past the
  // deadline a company hears about the deadline, not about a field. Staff and public pass, and
  // every read with them: callback style, no promise for a request that waits on nothing.
  app.addHook('preValidation', (request, _reply, done) => {
    const regra = request.routeOptions.config.calendario;
    const user = request.user;
    if (regra === undefined || regra === 'livre' || user === null) return done();
    if (!isUsuarioEmpresa(user.tipoUsuario)) return done();
    app.calendario.exigirPermitido(user, regra, () => solucaoDa(request)).then(() => done(), done);
  });
});
