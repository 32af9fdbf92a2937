import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';

/**
 * A full-page screenshot for a person to look at, when CAPTURAS_DIR names a folder; nothing
 * otherwise, so ordinary runs write no files. An open dialog is fixed to the screen: `soATela`
 * shows it where the person sees it, not lost in the middle of a page-long picture.
 */
export async function capturar(page: Page, nome: string, { soATela = false } = {}): Promise<void> {
  const pasta = process.env.CAPTURAS_DIR;
  if (!pasta) return;
  await mkdir(pasta, { recursive: true });
  await page.screenshot({ path: `${pasta}/${nome}.png`, fullPage: !soATela });
}
