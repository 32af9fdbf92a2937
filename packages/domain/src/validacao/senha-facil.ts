import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnPtBr from '@zxcvbn-ts/language-pt-br';

/*
 * Reached through '@portal/domain/senha-facil', never through the package's index: the
 * dictionaries weigh more than the rest of the domain, and the browser fetches them only once
 * someone starts typing a new password (docs/decisions/044).
 */

/** zxcvbn's scale: 3 is "safely unguessable" for an online attack slowed by rate limits. */
const PONTUACAO_MINIMA = 3;

// Words of this portal an attacker tries first, next to the person's and the company's names.
const PALAVRAS_DO_PORTAL = ['portal', 'chamada', 'publica', 'cidades', 'inteligentes', 'ipt'];

let estimador: ZxcvbnFactory | null = null;
// Built on first use: the dictionaries take a moment and most requests never check a password.
const obterEstimador = () =>
  (estimador ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnPtBr.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnPtBr.translations,
    // The spec's rule makes people append a symbol and digits to a common word ('Senha@123'),
    // which plain matching scores as strong; matching the whole password within two edits of the
    // lists catches it.
    useLevenshteinDistance: true,
  }));

const semAcentos = (texto: string) => texto.normalize('NFD').replace(/\p{Diacritic}/gu, '');

/**
 * The words a password must not lean on: each name and e-mail with its spaces and symbols
 * removed, then word by word, then the portal's words, without accents (the password rule admits
 * none, so 'João' is typed 'Joao'). The estimator ranks earlier words as likelier guesses.
 */
export function palavrasDoUsuario(textos: readonly (string | null | undefined)[]): string[] {
  const limpos = textos.flatMap((texto) =>
    texto
      ? [
          semAcentos(texto)
            .toLowerCase()
            .split(/[^a-z0-9]+/)
            .filter(Boolean),
        ]
      : [],
  );
  const inteiros = limpos.map((partes) => partes.join(''));
  const palavras = [...inteiros, ...limpos.flat(), ...PALAVRAS_DO_PORTAL];
  return [...new Set(palavras.filter((palavra) => palavra.length >= 3))];
}

/**
 * Whether a password that passes the spec's rule is still among the easily guessed ones
 * (common passwords, words of the Portuguese dictionary, the user's or company's names).
 * The same answer on both sides: the form ticks it as the person types, the API refuses by it.
 */
export function isSenhaFacil(
  senha: string,
  textosDoUsuario: readonly (string | null | undefined)[],
) {
  return obterEstimador().check(senha, palavrasDoUsuario(textosDoUsuario)).score < PONTUACAO_MINIMA;
}
