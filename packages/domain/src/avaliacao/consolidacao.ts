import type { CriterioRubrica } from '../catalogo/avaliacao.ts';

/**
 * The numbers of the technical evaluation. Every criterion's score is brought to 0–10 before
 * weighting, so a rubric may mix scales (0–5 and 0–10) and a solution's score still reads alike
 * on every version of the rubric.
 */

export const NOTA_MAXIMA_CONSOLIDADA = 10;

export interface ValorPonderado {
  valor: number;
  peso: number;
}

/** Σ(valor × peso) / Σ peso; null when nothing weighs (no values, or every weight zero). */
export function mediaPonderada(valores: readonly ValorPonderado[]): number | null {
  let soma = 0;
  let pesos = 0;
  for (const { valor, peso } of valores) {
    soma += valor * peso;
    pesos += peso;
  }
  return pesos > 0 ? soma / pesos : null;
}

/** One evaluation's score (0–10): its criteria scores on their scales, weighted by the rubric. */
export function notaDaAvaliacao(
  criterios: readonly CriterioRubrica[],
  notas: Readonly<Record<string, number | null | undefined>>,
): number | null {
  const valores: ValorPonderado[] = [];
  for (const criterio of criterios) {
    const nota = notas[criterio.codigo];
    if (nota === null || nota === undefined) return null;
    const faixa = criterio.escalaMaxima - criterio.escalaMinima;
    valores.push({
      valor: ((nota - criterio.escalaMinima) / faixa) * NOTA_MAXIMA_CONSOLIDADA,
      peso: criterio.peso,
    });
  }
  return mediaPonderada(valores);
}

export interface Consolidacao {
  /** Mean of the submitted evaluations' scores (0–10). */
  media: number;
  /** Highest minus lowest score: how far the evaluators stand apart. */
  amplitude: number;
  /** Evaluators disagree by more than the administrators' margin. */
  divergente: boolean;
  quantidade: number;
}

/** The solution's result over its submitted evaluations; null before the first one. */
export function consolidar(notas: readonly number[], margem: number): Consolidacao | null {
  if (notas.length === 0) return null;
  const media = mediaPonderada(notas.map((valor) => ({ valor, peso: 1 })))!;
  const amplitude = Math.max(...notas) - Math.min(...notas);
  return { media, amplitude, divergente: amplitude > margem, quantidade: notas.length };
}

/** Two decimals, as the table, the exports and the parecer print a score. */
export const arredondarNota = (nota: number): number => Math.round(nota * 100) / 100;
