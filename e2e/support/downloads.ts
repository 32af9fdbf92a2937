import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';

/** Clicks and returns the file the browser saved: its suggested name and all its bytes. */
export async function baixarArquivo(page: Page, clicar: () => Promise<void>) {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    clicar(),
  ]);
  const caminho = await download.path();
  return { nome: download.suggestedFilename(), bytes: await readFile(caminho) };
}
