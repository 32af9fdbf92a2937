/**
 * Side by side, four columns still fit a 1366 px screen with readable text; more would need a
 * horizontal scroll that hides the very differences the comparison is for.
 */
export const MAXIMO_COMPARACAO = 4;

/** A shortlist, not a bookmark store: big enough for a market survey, small enough to read. */
export const MAXIMO_SELECAO = 50;

/** The acts on a solution the company later sees as counts. */
export const EVENTOS_GESTOR = ['salva', 'comparada'] as const;
export type EventoGestor = (typeof EVENTOS_GESTOR)[number];

/** A municipality's IBGE code: 7 digits, the first two its state's code (11 to 53). */
export const isCodigoIbgeMunicipio = (codigo: number): boolean =>
  Number.isInteger(codigo) && codigo >= 1_100_000 && codigo <= 5_399_999;

/**
 * Whether an e-mail's domain is one of `dominios` or a subdomain of one (`sp.gov.br` admits
 * `prefeitura.sp.gov.br`); an empty list admits nobody.
 */
export function isEmailDosDominios(email: string, dominios: readonly string[]): boolean {
  const dominio = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return dominios.some((d) => dominio === d || dominio.endsWith(`.${d}`));
}
