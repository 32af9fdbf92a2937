/** The signed PDF's check at upload and staff's decision on it. */
export const MENSAGENS_ASSINATURA = {
  assinaturaNaoConfere:
    'A assinatura digital do PDF não confere com o conteúdo do arquivo: ele foi alterado depois de assinado. Assine de novo o PDF gerado pelo portal e envie o arquivo assinado, sem editá-lo depois.',
  assinaturaMalFormada:
    'O PDF traz uma assinatura digital que não pôde ser lida (o intervalo assinado ou os dados da assinatura não seguem o padrão do PDF). Assine de novo o PDF gerado pelo portal e envie o arquivo assinado.',
  assinaturaDigitalObrigatoria:
    'Este PDF não tem assinatura digital, e esta chamada exige uma. Você pode assinar de graça com a sua conta gov.br (nível prata ou ouro): acesse https://assinador.iti.br, envie o PDF gerado pelo portal, assine e baixe o arquivo assinado para enviá-lo aqui.',
  justificativaObrigatoriaRecusa: 'Escreva a justificativa da recusa.',
  assinaturaJaDecidida: 'A equipe já registrou uma decisão sobre esta assinatura.',
  assinaturaSemConferencia: 'Só uma assinatura "a conferir" recebe a decisão da equipe.',
  verificacaoNaoEncontrada: 'Verificação de assinatura não encontrada.',
  decisaoAssinaturaRegistrada: 'Decisão sobre a assinatura registrada.',
} as const;
