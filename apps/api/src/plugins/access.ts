import type { FastifyRequest } from 'fastify';
import { globalPlugin } from '../http/global-plugin.ts';
import { ACCESS_LEVELS, checkAccess, type AccessLevel } from '../http/acesso.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessLevel | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, so a test can prove none under /api lacks an access level. */
    registeredRoutes: RegisteredRoute[];
  }
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Access is declared per route and checked in one place, so a route cannot be exposed by
 * forgetting a guard: an /api route without a level stops the app from booting.
 */
export const accessPlugin = globalPlugin(async (app) => {
  app.decorate('registeredRoutes', []);
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.registeredRoutes.push({ method, url: route.url, access });
    if (!isApiPath(route.url)) return;
    if (access === undefined || !ACCESS_LEVELS.includes(access)) {
      throw new Error(`A rota ${methods.join(',')} ${route.url} não declara config.access`);
    }
  });

  // Before validation: a route that declares its schema must refuse an outsider with 401/403,
  // never tell them with a 400 which fields its body takes. Callback style, as the check never
  // waits: no promise per request (decision 017).
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const access = request.routeOptions.config.access;
    try {
      if (access !== undefined) checkAccess(access, request.user);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
});
