import { PARAMETROS_DA_BUSCA } from '@portal/domain';

/**
 * The catalogue's search as its address holds it (words and filters, as typed), without the
 * page: what a saved search and a market-survey record keep. The server validates it.
 */
export function filtroDoEndereco(search: string): Record<string, string> {
  const parametros = new URLSearchParams(search);
  return Object.fromEntries(
    PARAMETROS_DA_BUSCA.flatMap((nome) => {
      const valor = parametros.get(nome);
      return valor ? [[nome, valor]] : [];
    }),
  );
}
