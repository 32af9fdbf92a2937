import type { Database } from '../../infra/db/client.ts';
import { pageView } from '../../infra/db/schema.ts';

export function createPageViewsRepository(db: Database) {
  return {
    insertPageView: async (path: string): Promise<void> => {
      await db.insert(pageView).values({ path });
    },
  };
}
