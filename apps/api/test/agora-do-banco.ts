import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * The database's `now()`, which stamps the rows (`sql\`now()\``). A test brackets a stamp between
 * two readings of it instead of comparing with its own clock, so a slow machine cannot fail it.
 */
export async function agoraDoBanco(app: FastifyInstance): Promise<number> {
  const result = await app.db.execute(sql`select now() as agora`);
  // PGlite and node-postgres both answer `{ rows }`; the union of their drivers types it unknown.
  const [linha] = (result as unknown as { rows: { agora: Date | string }[] }).rows;
  return new Date(linha!.agora).getTime();
}
