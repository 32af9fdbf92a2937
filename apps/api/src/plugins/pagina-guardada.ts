import type { FastifyReply, FastifyRequest } from 'fastify';
import { globalPlugin } from '../http/global-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a GET of a kept public page that is current by what is known now; false (nothing
     * sent) when the request must go the whole way, as a page whose checks are due does. Set by
     * the SPA plugin (spa.ts).
     */
    servirPaginaGuardada(request: FastifyRequest, reply: FastifyReply): boolean;
  }
  interface FastifyContextConfig {
    /** A public page's route: its kept answer may go out before the API's hooks. */
    paginaPublica?: true;
  }
}

/**
 * A kept public page answers from here, right after the security headers (docs/decisions/059):
 * before the hooks only the API needs (cookies, session, origin, access, calendar) and before
 * the route's handler, whose awaits each cost a turn of the event loop. On a campaign day these
 * are most requests, and those hooks were most of their cost. A page whose checks are due, or
 * not kept, goes the whole way. The answer still passes the onSend and onResponse hooks, so it
 * is logged and counted like any other.
 */
export const paginaGuardadaPlugin = globalPlugin(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    // GET only (HEAD and writes go the whole way), tested first: `routeOptions` is an object
    // Fastify builds at each read, which a write need not pay for here.
    if (
      request.method === 'GET' &&
      request.routeOptions.config.paginaPublica &&
      app.servirPaginaGuardada(request, reply)
    ) {
      return;
    }
    done();
  });
});
