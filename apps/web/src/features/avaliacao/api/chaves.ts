/** The evaluation's query keys: a change invalidates exactly what it touched. */
export const chavesAvaliacao = {
  todas: ['avaliacao'] as const,
  rubrica: ['avaliacao', 'rubrica'] as const,
  minhas: (situacao: string) => ['avaliacao', 'minhas', situacao] as const,
  painel: (propostaId: string) => ['avaliacao', 'painel', propostaId] as const,
  notas: (propostaId: string) => ['avaliacao', 'notas', propostaId] as const,
  parecer: (propostaId: string) => ['avaliacao', 'parecer', propostaId] as const,
  pareceresEmpresa: ['avaliacao', 'pareceres-empresa'] as const,
};
