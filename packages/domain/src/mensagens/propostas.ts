/** Solution form, list and status messages (spec, sections 5 and 8). */
export const MENSAGENS_PROPOSTAS = {
  verifiqueCamposDestacados: 'Por favor, verifique os campos destacados.',
  solucaoCadastrada: 'Solução cadastrada com sucesso!',
  solucaoAtualizada: 'Solução atualizada com sucesso!',
  erroAtualizarSolucao: 'Erro ao atualizar a solução.',
  erroInesperadoCadastrarSolucao:
    'Ocorreu um erro inesperado. Não foi possível cadastrar a solução!',
  nenhumaSolucaoCadastrada: 'Nenhuma solução cadastrada',
  eixoInvalido: 'Selecione um eixo temático válido.',
  capacidadeForaDoEixo: 'A capacidade escolhida não pertence ao eixo temático.',
  statusPropostaInvalido: 'Status da proposta inválido.',
  /** Ours: the spec only hides the edit button; the server refuses too. */
  propostaNaoEditavel: 'A solução já foi enviada para avaliação e não pode mais ser alterada.',
  /** Ours: the public repository answers this for an unpublished solution as for a missing one. */
  solucaoNaoEncontrada: 'Solução não encontrada.',
  nenhumaSolucaoPublicada: 'Nenhuma solução encontrada',
  /** Ours: a solution is saved half-done, and completed before it is printed and signed. */
  solucaoIncompleta: (faltam: readonly string[]) =>
    `A solução ainda não está completa. Preencha: ${faltam.join(', ')}.`,
  fotosObrigatorias: 'Envie ao menos uma foto da solução.',
  /** Ours: saving the status a solution already has would only repeat its history. */
  statusJaAtual: 'A solução já está neste status.',
  /** Ours: a status decided on a stale screen, after another analyst changed it. */
  statusAlteradoPorOutro: (nome: string, quando: string, status: string) =>
    `${nome} mudou o status desta solução para “${status}” ${quando}. Confira antes de mudar de novo.`,
  /** Ours: the file was deleted meanwhile, by this person in another tab or a colleague. */
  arquivoJaExcluido: 'Este arquivo não existe mais: já foi excluído. Atualize a lista de arquivos.',
  /** Ours: a move the status table does not hold, whichever path tried it. */
  transicaoNaoPermitida: (de: string, para: string) =>
    `Esta mudança não é permitida: a solução está em “${de}” e não pode passar para “${para}” por esta ação.`,
  /** Ours: staff moving away from what the issued parecer says, without confirming. */
  statusContrariaParecer: (parecer: string) =>
    `O parecer técnico foi emitido como “${parecer}”. Confirme que o novo status deve contrariá-lo.`,
} as const;
