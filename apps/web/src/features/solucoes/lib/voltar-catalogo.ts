/**
 * Where 'Voltar às soluções' leads: the catalogue with the search the card was opened from, or
 * the whole catalogue when the page was opened from a shared link.
 */
export function caminhoDoCatalogo(estado: unknown): string {
  const catalogo = (estado as { catalogo?: unknown } | null)?.catalogo;
  return typeof catalogo === 'string' && (catalogo === '' || catalogo.startsWith('?'))
    ? `/solutions${catalogo}`
    : '/solutions';
}
