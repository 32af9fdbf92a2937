/** The municipal manager's market survey: records, contact with suppliers and outcomes. */
export const MENSAGENS_MERCADO = {
  registroNaoEncontrado: 'Registro de pesquisa de mercado não encontrado.',
  selecaoComSolucaoIndisponivel:
    'A seleção tem uma solução que não está mais publicada no repositório: retire-a e registre de novo.',
  selecaoRepetida: 'A seleção repete uma solução.',
  selecaoMaxima: (n: number) => `Selecione no máximo ${n} soluções.`,
  buscaSalvaNaoEncontrada: 'Busca salva não encontrada.',
  buscasSalvasNoMaximo: (n: number) =>
    `Você já tem ${n} buscas salvas, o máximo: exclua uma para salvar outra.`,
  buscaSalva: 'Busca salva. Você pode abri-la em Buscas salvas.',
  buscaSalvaExcluida: 'Busca excluída.',
  alertasAtivados: 'Você receberá um e-mail por dia quando houver soluções novas para esta busca.',
  alertasDesativados: 'Os alertas desta busca foram desativados.',
  alertaLinkInvalido:
    'Este link de alertas não vale mais: a busca foi excluída ou o endereço está incompleto.',
  alertasCancelados: (nome: string) => `Pronto: você não receberá mais alertas da busca “${nome}”.`,
} as const;
