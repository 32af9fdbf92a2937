import type { z } from 'zod';
import { lerCorpoLimitado } from '../../http/corpo-limitado.ts';

/** What a registry said: the parsed answer, "no such record", or nothing usable. */
export type RespostaProvedor<T> =
  { tipo: 'encontrado'; dados: T } | { tipo: 'nao-encontrado' } | { tipo: 'falha'; motivo: string };

/** The template's `{chave}` gets the value; a template without it takes the value at the end. */
export function urlDoProvedor(template: string, chave: string, valor: string): string {
  const marcador = `{${chave}}`;
  return template.includes(marcador)
    ? template.replaceAll(marcador, valor)
    : `${template.replace(/\/*$/, '/')}${valor}`;
}

/**
 * A registry's answer is a few kilobytes (a company, an address, the companies a CPF acts for);
 * a bigger one is a confused or hostile server, and reading it all would cost memory for nothing.
 */
export const TAMANHO_MAXIMO_RESPOSTA = 256 * 1024;

/** The body as JSON, stopping at the first byte past the ceiling. */
const lerJson = async (resposta: Response): Promise<unknown> =>
  JSON.parse((await lerCorpoLimitado(resposta, TAMANHO_MAXIMO_RESPOSTA)).toString('utf8'));

/**
 * Asks a registry and never throws: a slow, down or confused provider is a `falha`, which the
 * form takes as "fill in by hand". The timeout covers the body too, so a provider that sends
 * its headers and then stalls cannot keep the person waiting; a body past the ceiling is a failure
 * too.
 */
export async function consultarProvedor<T>(
  url: string,
  schema: z.ZodType<T>,
  timeoutMs: number,
  /** Extra request headers, such as the gov.br Empresas API's bearer token. */
  cabecalhos: Record<string, string> = {},
): Promise<RespostaProvedor<T>> {
  try {
    const resposta = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json', ...cabecalhos },
    });
    // ViaCEP answers 200 with `{ "erro": true }` for an unknown CEP; the schema turns it away.
    if (resposta.status === 404) return { tipo: 'nao-encontrado' };
    if (!resposta.ok) return { tipo: 'falha', motivo: `HTTP ${resposta.status}` };
    const corpo = await lerJson(resposta);
    const lido = schema.safeParse(corpo);
    if (!lido.success) return { tipo: 'falha', motivo: 'resposta em formato inesperado' };
    return { tipo: 'encontrado', dados: lido.data };
  } catch (error) {
    return { tipo: 'falha', motivo: (error as Error).name };
  }
}
