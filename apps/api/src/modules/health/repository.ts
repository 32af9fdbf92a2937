import { sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/client.ts';

export function createHealthRepository(db: Database) {
  return {
    /** The names in `schema_migrations`, in order; reading it proves the database answers. */
    appliedMigrations: async (): Promise<string[]> => {
      const rows = await db
        .select({ id: sql<string>`id` })
        .from(sql`schema_migrations`)
        .orderBy(sql`id`);
      return rows.map((row) => row.id);
    },
  };
}
