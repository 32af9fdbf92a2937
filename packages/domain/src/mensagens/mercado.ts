/** The municipal manager's market survey: records, contact with suppliers and outcomes. */
export const MENSAGENS_MERCADO = {
  registroNaoEncontrado: 'Registro de pesquisa de mercado não encontrado.',
  selecaoComSolucaoIndisponivel:
    'A seleção tem uma solução que não está mais publicada no repositório: retire-a e registre de novo.',
  selecaoRepetida: 'A seleção repete uma solução.',
  selecaoMaxima: (n: number) => `Selecione no máximo ${n} soluções.`,
} as const;
