import { sql } from 'drizzle-orm';
import { STATUS_PROPOSTA_LISTA } from '@portal/domain';
import type { Database } from '../client.ts';
import { statusProposta } from '../schema-propostas.ts';

/**
 * Loads the ten statuses from the domain catalogue at every start, so the labels the screens
 * show and the rows the database checks against never disagree. Idempotent like the other seeds.
 */
export async function seedStatusProposta(db: Database): Promise<void> {
  await db
    .insert(statusProposta)
    .values(STATUS_PROPOSTA_LISTA.map(({ id, descricao }) => ({ id, descricao })))
    .onConflictDoUpdate({
      target: statusProposta.id,
      set: { descricao: sql`excluded.descricao` },
      setWhere: sql`${statusProposta.descricao} is distinct from excluded.descricao`,
    });
}
