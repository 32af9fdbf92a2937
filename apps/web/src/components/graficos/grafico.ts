/** One bar of a chart: what it counts and how many. */
export interface ItemGrafico {
  id: string | number;
  rotulo: string;
  valor: number;
  /** The longer wording for tooltips and screen readers ('05/03/2025'); the label otherwise. */
  rotuloCompleto?: string;
}

export const formatarQuantidade = (valor: number): string => valor.toLocaleString('pt-BR');

/**
 * A bar's share of the chart's scale, in percent. The largest value fills the track; a value
 * above zero never vanishes, however small next to the largest.
 */
export function proporcao(valor: number, maximo: number): number {
  if (maximo <= 0 || valor <= 0) return 0;
  return Math.max((valor / maximo) * 100, 1.5);
}

export const maiorValor = (itens: readonly ItemGrafico[]): number =>
  itens.reduce((maior, item) => Math.max(maior, item.valor), 0);
