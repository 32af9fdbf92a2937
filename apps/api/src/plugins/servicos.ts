import { globalPlugin } from '../http/global-plugin.ts';
import { createCadastroService } from '../modules/cadastro/service.ts';
import { createGestorService } from '../modules/gestor/service.ts';
import { createLoginService } from '../modules/login/service.ts';
import { createGeracaoPdfService, FILA_PDF } from '../modules/proposta/geracao/service.ts';
import { createStatusService } from '../modules/proposta/status-service.ts';
import { createLimiter } from '../modules/rate-limit/limiter.ts';
import { createRepositorioService } from '../modules/repositorio/service.ts';
import { createSeoService } from '../modules/seo/service.ts';

/** The services more than one route file or job use, built once for the whole app. */
export interface Servicos {
  /** The proposal form's PDF: asked for by a route, rendered by the queue's job. */
  readonly geracaoPdf: ReturnType<typeof createGeracaoPdfService>;
  /** Status changes, from the staff's routes and from the rounds of requests. */
  readonly status: ReturnType<typeof createStatusService>;
  /** Signing in, by password and through gov.br. */
  readonly login: ReturnType<typeof createLoginService>;
  /** Signing up, by the form and through gov.br. */
  readonly cadastro: ReturnType<typeof createCadastroService>;
  /** Municipal managers' sign-up (by the form and through gov.br) and verification. */
  readonly gestor: ReturnType<typeof createGestorService>;
  /** Each public page's tags and the sitemap: for the page server and the sitemap's route. */
  readonly seo: ReturnType<typeof createSeoService>;
  /**
   * The public repository as anyone sees it: the catalogue's routes, a manager's selection and
   * the market-survey record all read solutions through it, so none shows more than the public.
   */
  readonly repositorio: ReturnType<typeof createRepositorioService>;
}

declare module 'fastify' {
  interface FastifyInstance {
    servicos: Servicos;
  }
}

/**
 * Builds the shared services once, after what they use (database, queue, files) is decorated
 * and before the jobs and routes that use them. The attempt limiter keeps its counts in the
 * database, so one limiter serves every route that counts attempts.
 */
export const servicosPlugin = globalPlugin(async (app) => {
  const limiter = createLimiter(app.repositorios.tentativas, app.config.rateLimitFactor);
  const contextoEmail = { publicUrl: app.config.publicUrl, clock: app.clock };
  app.decorate('servicos', {
    geracaoPdf: createGeracaoPdfService({
      db: app.db,
      storage: app.fileStorage,
      log: app.log,
      acordarFila: () => app.queue.acordar(FILA_PDF),
    }),
    status: createStatusService(app.db, app.config.publicUrl, app.clock),
    login: createLoginService(app.db, limiter),
    cadastro: createCadastroService(app.db, limiter, contextoEmail),
    gestor: createGestorService(app.db, limiter, app.config.gestorEmailDomains, contextoEmail),
    seo: createSeoService(app.db, app.config.publicUrl),
    repositorio: createRepositorioService(app.db, app.fileStorage, app.config.publicUrl),
  } satisfies Servicos);
});
