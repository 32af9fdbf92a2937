import { readFile, stat } from 'node:fs/promises';
import type { Clock } from '../infra/clock.ts';
import { olhadaPeriodica } from '../infra/olhada-periodica.ts';
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
  const olhada = olhadaPeriodica(clock, RECHECK_MS, async () => {
    try {
      const { mtimeMs } = await stat(path);
      if (cache?.mtimeMs !== mtimeMs) {
        const html = await readFile(path, 'utf8');
        cache = { mtimeMs, html: vlibras ? injetarVLibras(html) : html };
      }
      return cache;
    } catch (erro) {
      // Mid-rebuild the file may be briefly gone: the pages keep the html they had.
      if (cache) return cache;
      throw erro;
    }
  });
  /**
   * The html as the last look left it, with no look at the file; undefined when a look is due.
   * For a request answered before any await (a kept page, plugins/spa.ts).
   */
  const conferido = () => olhada.agora()?.valor;
  return Object.assign(() => olhada.olhar(), { conferido });
}
