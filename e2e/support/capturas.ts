import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';

/**
 * A full-page screenshot for a person to look at, when CAPTURAS_DIR names a folder; nothing
 * otherwise, so ordinary runs write no files.
 */
export async function capturar(page: Page, nome: string): Promise<void> {
  const pasta = process.env.CAPTURAS_DIR;
  if (!pasta) return;
  await mkdir(pasta, { recursive: true });
  await page.screenshot({ path: `${pasta}/${nome}.png`, fullPage: true });
}
