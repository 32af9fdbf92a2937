/**
 * What came of a solution for a municipality, as its manager tells it. The ids are stored
 * (desfecho_solucao.tipo) and published in the open data: renaming a label is free, an id is not.
 */
export const TIPOS_DESFECHO = ['contratada', 'testada-cpsi', 'nao-seguiu'] as const;
export type TipoDesfecho = (typeof TIPOS_DESFECHO)[number];

export const ROTULOS_DESFECHO: Record<TipoDesfecho, string> = {
  contratada: 'Contratada',
  'testada-cpsi': 'Testada em CPSI',
  'nao-seguiu': 'Não seguiu',
};

export const LIMITE_OBSERVACAO_DESFECHO = 500;
