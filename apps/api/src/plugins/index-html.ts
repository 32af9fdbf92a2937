import { readFile, stat } from 'node:fs/promises';
import type { Clock } from '../infra/clock.ts';
import { injetarVLibras } from '../modules/seo/html.ts';

// How long a rebuilt index.html may go unnoticed; checking at every page view would cost a
// system call per request for an event that happens once per deploy.
const RECHECK_MS = 2_000;

/**
 * The built index.html in memory, read again only when the file changes: a rebuild is picked up
 * without a restart, and a page view costs no disk access. With VLibras on, its loader is in it.
 */
export function indexHtml(path: string, clock: Clock, vlibras: boolean) {
  let cache: { mtimeMs: number; html: string } | null = null;
  let checkedAt = 0;
  const recente = () => Math.abs(clock.now().getTime() - checkedAt) < RECHECK_MS;
  const ler = async (): Promise<{ mtimeMs: number; html: string }> => {
    if (cache && recente()) return cache;
    checkedAt = clock.now().getTime();
    const { mtimeMs } = await stat(path);
    if (cache?.mtimeMs !== mtimeMs) {
      const html = await readFile(path, 'utf8');
      cache = { mtimeMs, html: vlibras ? injetarVLibras(html) : html };
    }
    return cache;
  };
  /**
   * The html as `ler` would answer it with no look at the file; null when a look is due. For
   * a request answered before any await (a kept page, plugins/spa.ts).
   */
  const conferido = () => (cache && recente() ? cache : null);
  return Object.assign(ler, { conferido });
}
