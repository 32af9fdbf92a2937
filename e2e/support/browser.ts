import { afterAll } from 'vitest';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { portalDoWorker } from './portal-do-worker.ts';

/**
 * The portal under test: this worker's (global-setup.ts), or, for a script that drives the same
 * helpers outside Vitest (npm run lighthouse), the one it names in E2E_BASE_URL.
 */
export const baseURL = () => process.env.E2E_BASE_URL ?? portalDoWorker().baseURL;

// One Chromium per worker, shared by the files it runs one after the other (isolate: false):
// starting one per file cost a second of both cores, sixty times a run (docs/decisions/037).
let chromiumDoWorker: Promise<Browser> | undefined;
const chromium = async (): Promise<Browser> => {
  const aberto = await chromiumDoWorker?.catch(() => undefined);
  if (aberto?.isConnected()) return aberto;
  chromiumDoWorker = launchChromium();
  return chromiumDoWorker;
};

/**
 * Each page gets its own context (cookies, storage); the file closes its contexts at its end, so
 * no page of it keeps running timers or polling while the next file runs.
 */
export function useBrowser() {
  const contextos: BrowserContext[] = [];
  afterAll(async () => {
    await Promise.all(contextos.splice(0).map((contexto) => contexto.close()));
  });
  return {
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      const context = await (
        await chromium()
      ).newContext({
        baseURL: baseURL(),
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        // The theme honours reduced motion: a dialog is whole the moment it opens, so axe
        // never measures the contrast of a title still fading in.
        reducedMotion: 'reduce',
        ...options,
      });
      contextos.push(context);
      return context.newPage();
    },
  };
}

/** Waits until the locator is visible, failing the test with Playwright's message otherwise. */
export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout: 10_000 });
  return locator;
}

/**
 * How far the element reaches past the right edge of the screen (0 when it fits): a clipped
 * notice or button on a phone, which a hidden overflow would not show as page scroll.
 */
export async function alemDaTela(locator: Locator): Promise<number> {
  const caixa = await locator.boundingBox();
  const largura = locator.page().viewportSize()?.width ?? 0;
  if (!caixa) throw new Error('elemento sem caixa: não está na tela');
  return Math.max(0, Math.ceil(caixa.x + caixa.width - largura));
}
