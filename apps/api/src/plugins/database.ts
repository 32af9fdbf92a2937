import type { FastifyPluginAsync } from 'fastify';
import {
  createDatabase,
  type ConnectionStats,
  type Database,
  type ExecuteSql,
} from '../infra/db/client.ts';
import { migrate } from '../infra/db/migrate.ts';
import { seedLocalidades } from '../infra/db/seeds/localidades.ts';
import { seedStatusProposta } from '../infra/db/seeds/status-proposta.ts';
import { localDoBanco } from '../infra/config.ts';
import { globalPlugin } from '../http/global-plugin.ts';
import { garantirAdministrador } from '../modules/equipe/administrador-inicial.ts';
import { repositoriosEm, type Repositorios } from '../modules/repositorios.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Raw SQL for libraries that bring their own (the job queue). */
    executeSql: ExecuteSql;
    /** The pool's connections now; null on PGlite (see `DatabaseClient.connectionStats`). */
    connectionStats(): ConnectionStats | null;
    /**
     * Every repository, bound to `db`; `repositorios.em(tx)` gives the same set bound to a
     * transaction. Composed in one place (modules/repositorios.ts), never built by a caller.
     */
    repositorios: Repositorios;
  }
}

export interface DatabasePluginOptions {
  /** See `DatabaseOptions.pgliteDataDir`. */
  pgliteDataDir?: Blob;
}

/**
 * Opens the database, brings its schema up to date, loads the lookups and makes sure an
 * administrator exists, all before any route runs.
 */
export const databasePlugin = globalPlugin<FastifyPluginAsync<DatabasePluginOptions>>(
  async (app, { pgliteDataDir }) => {
    const client = await createDatabase({
      url: localDoBanco(app.config),
      schema: app.config.databaseSchema,
      pgliteDataDir,
      onConnectionError: (error) =>
        app.log.warn({ err: error }, 'conexão com o banco de dados perdida; será reaberta'),
    });
    app.addHook('onClose', () => client.close());

    const applied = await migrate(client);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'migrações aplicadas');
    await seedLocalidades(client.db);
    await seedStatusProposta(client.db);
    await garantirAdministrador(client.db, app.config.admin, app.log, app.clock.now());

    app.decorate('db', client.db);
    app.decorate('repositorios', repositoriosEm(client.db));
    app.decorate('executeSql', client.executeSql);
    app.decorate('connectionStats', client.connectionStats);
    app.log.info({ driver: client.kind }, 'banco de dados pronto');
  },
);
