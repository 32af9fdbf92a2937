import { GERACAO_PDF, STATUS_GERACAO_PDF, type StatusGeracaoPdf } from '@portal/domain';

export type ResultadoGeracao =
  { tipo: 'pronto'; arquivoId: string } | { tipo: 'falhou' } | { tipo: 'tempo-esgotado' };

interface Opcoes {
  intervaloMs?: number;
  tempoLimiteMs?: number;
  esperar?: (ms: number) => Promise<void>;
  agora?: () => number;
}

const esperarMs = (ms: number) => new Promise<void>((fim) => setTimeout(fim, ms));

/**
 * Polls the generation every second until it is ready (7), failed, or 15 s passed (spec §4).
 * A poll that fails on the way is not the end: the next one may answer.
 */
export async function aguardarPdf(
  consultar: () => Promise<StatusGeracaoPdf>,
  {
    intervaloMs = GERACAO_PDF.intervaloMs,
    tempoLimiteMs = GERACAO_PDF.tempoLimiteMs,
    esperar = esperarMs,
    agora = Date.now,
  }: Opcoes = {},
): Promise<ResultadoGeracao> {
  const limite = agora() + tempoLimiteMs;
  while (agora() < limite) {
    await esperar(intervaloMs);
    const status = await consultar().catch(() => null);
    if (status?.status === STATUS_GERACAO_PDF.PRONTO && status.arquivoID)
      return { tipo: 'pronto', arquivoId: status.arquivoID };
    if (status?.status === STATUS_GERACAO_PDF.FALHOU) return { tipo: 'falhou' };
  }
  return { tipo: 'tempo-esgotado' };
}
