import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';

export const baseURL = () => inject('baseURL');

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
