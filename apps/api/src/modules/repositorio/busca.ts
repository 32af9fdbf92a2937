import { semAcentos } from '../../infra/db/sql-texto.ts';

// Articles and prepositions say nothing about a solution and appear inside almost any word
// ('de' in 'cidade'); requiring them would only hide results. Kept when nothing else was typed.
const PALAVRAS_VAZIAS = new Set(
  'a o as os e ou de da do das dos em na no nas nos para por com um uma'.split(' '),
);

// Each word is one LIKE over the published rows; past a dozen a search is a paste, not a query.
const MAXIMO_PALAVRAS = 12;

/**
 * The words of a catalogue search, lowercase and without accents like the stored search text:
 * split on anything that is not a letter or digit, repeated and empty words dropped.
 */
export function palavrasDaBusca(busca: string | undefined): string[] {
  if (!busca) return [];
  const palavras = [...new Set(semAcentos(busca).split(/[^\p{L}\p{N}]+/u))].filter(Boolean);
  const significativas = palavras.filter((palavra) => !PALAVRAS_VAZIAS.has(palavra));
  return (significativas.length > 0 ? significativas : palavras).slice(0, MAXIMO_PALAVRAS);
}
