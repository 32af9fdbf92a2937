import { formatarDataHoraExtenso } from '../formatacao/datas.ts';

/** The request-and-answer loop of status 6 and the frozen signed submissions. */
export const MENSAGENS_SOLICITACOES = {
  solicitacoesEnviadas: 'Solicitações enviadas: a empresa foi avisada por e-mail.',
  alvoInvalido: 'Escolha uma seção do formulário ou uma categoria de anexos.',
  solicitacoesMinimas: 'Escreva ao menos uma solicitação.',
  solicitacoesMaximas: (maximo: number) => `Escreva no máximo ${maximo} solicitações.`,
  prazoNoPassado: 'O prazo precisa ser uma data futura.',
  rodadaJaAberta: 'Esta solução já tem solicitações em aberto: aguarde a resposta da empresa.',
  semRodadaAberta: 'Esta solução não tem solicitações em aberto.',
  respostaSalva: 'Resposta salva.',
  solicitacaoNaoEncontrada: 'Esta solicitação não existe nesta solução.',
  solicitacaoVencida: (prazo: Date) =>
    `O prazo desta solicitação terminou em ${formatarDataHoraExtenso(prazo)}.`,
  rodadaVencida: (prazo: Date) =>
    `O prazo para responder às solicitações terminou em ${formatarDataHoraExtenso(prazo)}.`,
  camposNaoSolicitados: (rotulos: string[]) =>
    `Só as partes pedidas nas solicitações podem ser alteradas; não foram pedidas: ${rotulos.join(', ')}.`,
  solicitacaoGeralPadrao:
    'Revise a solução conforme a observação da equipe e envie o PDF assinado de novo.',
  /** Ours: a round closes only on a document that carries its answer. */
  documentoSemAlteracoesDaRodada:
    'Gere o PDF novamente: o documento enviado não contém as alterações desta rodada.',
  envioNaoEncontrado: 'Esta versão enviada não existe nesta solução.',
  textoPortalSalvo: 'Texto para o portal salvo: a solução publicada mostrará este texto.',
  textoPortalForaDaRevisao:
    'O texto para o portal só pode ser editado com a solução em "Revisão de Texto para o Portal".',
} as const;
