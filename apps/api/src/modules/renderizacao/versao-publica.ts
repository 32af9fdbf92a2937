import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { isEquipeAprovada } from '@portal/domain';
import pg from 'pg';
import { globalPlugin } from '../../http/global-plugin.ts';
import { localDoBanco } from '../../infra/config.ts';
import { applicationNameFor, isPostgresUrl, type Database } from '../../infra/db/client.ts';
import { paginaPublicaVersao } from '../../infra/db/schema-paginas-publicas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The version of the public pages every instance shares (migrations/0031). */
    versaoPublica: VersaoPublica;
  }
}

export interface VersaoPublica {
  /** The version as last read: what a kept page is checked against, with no query. */
  atual(): number;
  /** When the database last bumped it (ms): shared by every instance, for Last-Modified. */
  alteradaEm(): number;
  /** Reads the row again; resolves once a read begun after this call has ended. */
  atualizar(): Promise<void>;
  fechar(): Promise<void>;
}

// The channel the triggers of migrations/0031 notify on.
const CANAL = 'paginas_publicas';
// Without notifications a change reaches this instance within a second (plus the read): the
// promise is "within 2 s on every instance", and one tiny read per second costs nothing.
const LEITURA_MS = 1_000;
// With notifications the timer only covers one lost while the listening connection was away.
const LEITURA_COM_AVISOS_MS = 15_000;
const RECONEXAO_MS = 2_000;
const CONEXAO_MS = 5_000;

interface Opcoes {
  db: Database;
  log: FastifyBaseLogger;
  /** PostgreSQL's address to LISTEN on; null on PGlite, which one process holds alone. */
  urlPostgres: string | null;
  schema: string | null;
}

/**
 * Keeps the public pages' version in memory, so serving a kept page reads nothing. On
 * PostgreSQL a connection of its own LISTENs for the triggers' pg_notify (a change shows in
 * milliseconds on every instance); the row is also read by a timer, every second while no
 * connection listens (PGlite, or PostgreSQL while that connection is away), which keeps the
 * promise of two seconds whatever happens to notifications.
 */
export async function criarVersaoPublica({
  db,
  log,
  urlPostgres,
  schema,
}: Opcoes): Promise<VersaoPublica> {
  let versao = 0;
  let alteradaEm = 0;
  let fechada = false;
  let escuta: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let reconexao: NodeJS.Timeout | null = null;
  let falhando = false;
  let leitura: Promise<void> | null = null;
  let outra: Promise<void> | null = null;

  async function ler() {
    try {
      const [linha] = await db
        .select({ versao: paginaPublicaVersao.versao, alteradaEm: paginaPublicaVersao.alteradaEm })
        .from(paginaPublicaVersao);
      if (linha) {
        versao = linha.versao;
        alteradaEm = linha.alteradaEm.getTime();
      }
      falhando = false;
    } catch (erro) {
      // Pages stay as kept while the database is away; said once, not every second.
      if (!falhando && !fechada)
        log.warn({ err: erro }, 'falha ao ler a versão das páginas públicas');
      falhando = true;
    } finally {
      agendar();
    }
  }

  // The next read a fixed time after the last one, whatever started it: never more than one a
  // second, and none in the second after a read (which a test of "no query" relies on).
  function agendar() {
    if (timer) clearTimeout(timer);
    if (fechada) return;
    timer = setTimeout(() => void atualizar(), escuta ? LEITURA_COM_AVISOS_MS : LEITURA_MS);
    timer.unref();
  }

  function atualizar(): Promise<void> {
    if (!leitura) {
      leitura = ler().finally(() => {
        leitura = null;
      });
      return leitura;
    }
    // The read under way may have begun before the change: one more once it ends.
    outra ??= leitura.then(() => {
      outra = null;
      return atualizar();
    });
    return outra;
  }

  async function escutar(url: string) {
    const client = new pg.Client({
      connectionString: url,
      application_name: `${applicationNameFor(schema)}/avisos`,
      connectionTimeoutMillis: CONEXAO_MS,
      keepAlive: true,
    });
    const perdida = (erro?: Error) => {
      if (escuta === client) escuta = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (fechada) return;
      if (erro)
        log.warn({ err: erro }, 'avisos das páginas públicas interrompidos; lendo a cada segundo');
      agendar();
      reconexao ??= setTimeout(() => {
        reconexao = null;
        void escutar(url);
      }, RECONEXAO_MS);
      reconexao.unref();
    };
    client.on('error', perdida);
    client.on('end', () => perdida());
    client.on('notification', () => void atualizar());
    try {
      await client.connect();
      await client.query(`LISTEN ${CANAL}`);
    } catch (erro) {
      perdida(erro as Error);
      return;
    }
    if (fechada) {
      await client.end();
      return;
    }
    escuta = client;
    // Whatever changed while nobody listened.
    await atualizar();
  }

  await atualizar();
  if (urlPostgres !== null) await escutar(urlPostgres);

  return {
    atual: () => versao,
    alteradaEm: () => alteradaEm,
    atualizar,
    async fechar() {
      fechada = true;
      if (timer) clearTimeout(timer);
      if (reconexao) clearTimeout(reconexao);
      const client = escuta;
      escuta = null;
      await client?.end().catch(() => undefined);
      await leitura;
    },
  };
}

const ESCRITA = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whose write reads the version back before its answer leaves: the staff's. What the public
 * pages show changes by their hand (a publication, a document, the calendar, the contact, the
 * portal's text), and whoever made the change and opens the page on the same instance sees it
 * at once, without waiting for the notification or the timer. A company's or a manager's write
 * (a draft, a file, a saved search) changes no public page, or only by the side effect of a
 * published solution's company renaming itself, and a public one (a page view, a sign-in)
 * none; their version reaches this instance as it does the others. On a campaign day those
 * writes come by the hundred each second, and the read was one more round trip each waited
 * for (docs/decisions/055).
 */
const releAVersao = (request: FastifyRequest, reply: FastifyReply): boolean =>
  ESCRITA.has(request.method) &&
  reply.statusCode < 400 &&
  request.user !== null &&
  isEquipeAprovada(request.user.tipoUsuario);

/** `app.versaoPublica`, read back after the writes `releAVersao` names. */
export const versaoPublicaPlugin = globalPlugin(async (app) => {
  const url = localDoBanco(app.config);
  const versao = await criarVersaoPublica({
    db: app.db,
    log: app.log.child({ modulo: 'versao-publica' }),
    urlPostgres: isPostgresUrl(url) ? url : null,
    schema: app.config.databaseSchema,
  });
  app.decorate('versaoPublica', versao);
  app.addHook('onClose', () => versao.fechar());
  // The plugins registered after this one run their start-up writes after its first read (the
  // documents' catalogue, on a new database, bumps the version): read again once they are all
  // done, or without notifications (PGlite) the instance would take its first requests' pages
  // for current against a stale version, and drop them at the timer's read.
  app.addHook('onReady', () => versao.atualizar());
  // Callback style: no promise for the reads, which are nearly every request.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!releAVersao(request, reply)) return done(null, payload);
    versao.atualizar().then(() => done(null, payload), done);
  });
});
