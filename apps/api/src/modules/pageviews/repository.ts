import type { Database } from '../../db/client.ts';
import { pageView } from '../../db/schema.ts';

export function createPageViewsRepository(db: Database) {
  return {
    insertPageView: async (path: string): Promise<void> => {
      await db.insert(pageView).values({ path });
    },
  };
}
