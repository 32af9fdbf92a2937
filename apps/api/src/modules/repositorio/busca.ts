import { semAcentos } from '../../infra/db/sql-texto.ts';

/** The full-text search the catalogue runs (the typed one, or its fallback); null without one. */
export type CriterioBusca = { busca: string } | null;

// Shorter words are too often another word's typo ('rua', 'sua') to be corrected.
const MINIMO_PARA_CORRIGIR = 4;

// A piece of the search: an optional '-' (an exclusion), then the word, then what follows it.
const PALAVRA = /(^|[\s"(])(-?)([\p{L}\p{N}]+)/gu;

/** The words of a search that may be typos, lowercase without accents; exclusions left out. */
export function palavrasParaCorrigir(busca: string): string[] {
  const chaves = [...busca.matchAll(PALAVRA)]
    .filter(([, , exclusao, palavra]) => exclusao === '' && palavra!.length >= MINIMO_PARA_CORRIGIR)
    .map(([, , , palavra]) => semAcentos(palavra!));
  return [...new Set(chaves)];
}

/**
 * The search with each corrected word replaced by the published word it resembles, quotes and
 * exclusions kept; undefined when nothing changed.
 */
export function corrigirBusca(
  busca: string,
  correcoes: ReadonlyMap<string, string>,
): string | undefined {
  const corrigida = busca.replace(
    PALAVRA,
    (trecho, antes: string, exclusao: string, palavra: string) => {
      const correcao = exclusao === '' ? correcoes.get(semAcentos(palavra)) : undefined;
      // The same word with other accents or case is no correction: the search ignores both.
      return correcao === undefined || semAcentos(correcao) === semAcentos(palavra)
        ? trecho
        : `${antes}${correcao}`;
    },
  );
  return corrigida === busca ? undefined : corrigida;
}

/**
 * The same words, any of them enough (web search's "or"), exclusions and quotes dropped: a need
 * written as a sentence ("pagamento da passagem com qr code") rarely has every word in one text.
 * Undefined for a single word, which this would not widen.
 */
export function qualquerPalavra(busca: string): string | undefined {
  const palavras = [...busca.matchAll(PALAVRA)]
    .filter(([, , exclusao]) => exclusao === '')
    .map(([, , , palavra]) => palavra!);
  return palavras.length < 2 ? undefined : palavras.join(' or ');
}
