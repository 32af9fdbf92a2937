import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { CenarioAssinatura } from '../../apps/api/test/fixtures-assinatura.ts';
import { importarCenario } from '../../apps/api/test/fixtures-assinatura-exportada.ts';

let cenario: Promise<CenarioAssinatura> | null = null;

/** The signing hierarchy whose root the shared server trusts (global-setup.ts). */
export const cenarioDoServidor = () => (cenario ??= importarCenario(inject('cenarioAssinatura')));

/** The solution's PDF as the portal generates it: ask, wait until ready, download its bytes. */
export async function pdfGeradoPelaApi(page: Page, propostaId: string): Promise<Buffer> {
  const pedido = await page.request.get(`/api/proposta/gerapdf/${propostaId}`);
  if (!pedido.ok()) throw new Error(`Geração do PDF: ${await pedido.text()}`);
  let arquivoId: string | null = null;
  await expect
    .poll(
      async () => {
        const status = await page.request.get(`/api/proposta/statusgeracaopdf/${propostaId}`);
        arquivoId = ((await status.json()) as { arquivoID: string | null }).arquivoID;
        return arquivoId;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  const download = await page.request.get(`/api/fileindexer/${propostaId}/${arquivoId}`);
  const { conteudo } = (await download.json()) as { conteudo: string };
  return Buffer.from(conteudo, 'base64');
}
