import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { injectAs, type Sessao } from './fixtures.ts';

/** Asks the portal for the solution's PDF, polls until it is ready and downloads its bytes. */
export async function baixarPdfGerado(
  app: FastifyInstance,
  sessao: Sessao,
  propostaId: string,
): Promise<Buffer> {
  const get = (url: string) => injectAs(app, sessao, { method: 'GET', url });
  const pedido = await get(`/api/proposta/gerapdf/${propostaId}`);
  if (pedido.statusCode !== 200) throw new Error(`geração recusada: ${pedido.body}`);
  const arquivoId = await vi.waitFor(
    async () => {
      const status = (await get(`/api/proposta/statusgeracaopdf/${propostaId}`)).json();
      if (status.status !== 7) throw new Error('PDF ainda em geração');
      return status.arquivoID as string;
    },
    { timeout: 15_000, interval: 20 },
  );
  const download = await get(`/api/fileindexer/${propostaId}/${arquivoId}`);
  return Buffer.from(download.json().conteudo, 'base64');
}
