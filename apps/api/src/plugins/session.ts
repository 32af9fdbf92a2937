import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import { SITUACAO_MEMBRO } from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { globalPlugin } from '../http/global-plugin.ts';
import { atorDe, registrarAuditoria } from '../modules/trilha-auditoria/registrar.ts';
import {
  SESSION_COOKIE,
  SESSION_IDLE_SECONDS,
  SESSION_MAX_SECONDS,
} from '../modules/login/session-repository.ts';
import { repositoriosEm } from '../modules/repositorios.ts';

// Writing the last use on every request would turn each read into a write; a minute's
// precision is plenty for a two-hour limit.
const TOUCH_EVERY_SECONDS = 60;

const TOKEN_BYTES = 32;

/** The stored id of a token: a leaked copy of the table opens no session. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who a session is for, as the audit trail names them. */
export interface TitularSessao {
  id: string;
  tipoUsuario: number;
  empresaId: string | null;
}

export interface Sessions {
  /**
   * Opens a session for the user and sets its cookie, ending the one this request carried; the
   * sign-in enters the audit trail in the same transaction.
   */
  start(
    request: FastifyRequest,
    reply: FastifyReply,
    titular: TitularSessao,
    origem?: { govbr: boolean },
  ): Promise<void>;
  /**
   * Ends the request's session, if any (recording the sign-out), and clears the cookie; says
   * whether it had been opened through gov.br, whose own session should end too.
   */
  end(request: FastifyRequest, reply: FastifyReply): Promise<{ govbr: boolean }>;
  /** Clears the cookie of a session the caller already deleted (an account that left). */
  forget(request: FastifyRequest, reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The stored id of the request's valid session, or null. */
    sessionId: string | null;
  }
  interface FastifyInstance {
    sessions: Sessions;
  }
  interface FastifyContextConfig {
    /**
     * `false` on public routes whose answer is the same for everybody (the lookups): the session
     * cookie a signed-in browser sends along is not looked up, which spares a query per request.
     */
    session?: false;
  }
}

const isApiPath = (url: string) => /^\/api(\/|\?|$)/.test(url);

const cookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  // Behind a TLS-terminating proxy this relies on TRUST_PROXY, like every other use of the protocol.
  secure: request.protocol === 'https',
});

/**
 * Cookie sessions stored in the database: an opaque random token in an HttpOnly cookie, its hash
 * in `sessao`. Sets `request.user` for the access check, which runs later in preHandler.
 */
export const sessionPlugin = globalPlugin(async (app) => {
  await app.register(cookie);
  const repository = app.repositorios.session;
  app.decorateRequest('sessionId', null);

  async function abrir(request: FastifyRequest, reply: FastifyReply, token: string) {
    const id = sessionIdOf(token);
    const session = await repository.findActive(id, SESSION_IDLE_SECONDS, TOUCH_EVERY_SECONDS);
    if (!session) {
      // Tells the browser to stop sending a cookie that no longer opens anything.
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      return;
    }
    if (session.stale) await repository.touch(id);
    request.sessionId = id;
    request.user = {
      id: session.usuarioId,
      tipoUsuario: session.tipoUsuario,
      // The one place membership is enforced: a pending, refused or removed account acts for no
      // company, so every policy comparing `empresaId` refuses it (docs/decisions/011).
      empresaId: session.situacaoEmpresa === SITUACAO_MEMBRO.ATIVO ? session.empresaId : null,
      termosPendentes: session.termosPendentes,
    };
  }

  // Callback style (decision 017): the pages, the files and every request without a cookie
  // pass on at once, with no promise made for them.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiPath(request.url) || request.routeOptions.config.session === false) return done();
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return done();
    abrir(request, reply, token).then(() => done(), done);
  });

  const forget: Sessions['forget'] = (request, reply) => {
    request.sessionId = null;
    request.user = null;
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
  };

  app.decorate<Sessions>('sessions', {
    async start(request, reply, titular, origem = { govbr: false }) {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      await app.db.transaction(async (tx) => {
        const sessoes = repositoriosEm(tx).session;
        // A fresh token at every sign-in: a token planted before it (session fixation) stays
        // useless.
        if (request.sessionId !== null) await sessoes.delete(request.sessionId);
        await sessoes.insert(sessionIdOf(token), titular.id, SESSION_MAX_SECONDS, origem.govbr);
        await registrarAuditoria(
          tx,
          { ...atorDe(request), usuarioId: titular.id, tipoUsuario: titular.tipoUsuario },
          {
            acao: 'login.sucesso',
            entidade: 'usuario',
            entidadeId: titular.id,
            empresaId: titular.empresaId,
          },
        );
      });
      reply.setCookie(SESSION_COOKIE, token, {
        ...cookieOptions(request),
        maxAge: SESSION_MAX_SECONDS,
      });
    },
    async end(request, reply) {
      const { sessionId, user } = request;
      let govbr = false;
      if (sessionId !== null && user !== null) {
        await app.db.transaction(async (tx) => {
          govbr = await repositoriosEm(tx).session.delete(sessionId);
          await registrarAuditoria(tx, atorDe(request), {
            acao: 'logout',
            entidade: 'usuario',
            entidadeId: user.id,
            empresaId: user.empresaId,
          });
        });
      }
      forget(request, reply);
      return { govbr };
    },
    forget,
  });
});
