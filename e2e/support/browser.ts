import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { portalDoWorker } from './portal-do-worker.ts';

/**
 * The portal under test: this worker's (global-setup.ts), or, for a script that drives the same
 * helpers outside Vitest (npm run lighthouse), the one it names in E2E_BASE_URL.
 */
export const baseURL = () => process.env.E2E_BASE_URL ?? portalDoWorker().baseURL;

/** One Chromium per test file; each page gets its own context (cookies, storage). */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      if (!browser) throw new Error('Chromium não iniciado.');
      const context = await browser.newContext({
        baseURL: baseURL(),
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        // The theme honours reduced motion: a dialog is whole the moment it opens, so axe
        // never measures the contrast of a title still fading in.
        reducedMotion: 'reduce',
        ...options,
      });
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
