/** Account recovery, address confirmation and the outbox. */
export const MENSAGENS_EMAIL = {
  /** The same answer whether or not the account exists, so the form reveals no e-mail. */
  linkRedefinicaoEnviado:
    'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. O link vale por 1 hora.',
  linkInvalido:
    'Este link não é válido. Confira se copiou o endereço inteiro ou peça um novo link.',
  linkExpirado: 'Este link expirou. Peça um novo link.',
  linkUsado: 'Este link já foi usado. Se precisar, peça um novo link.',
  senhaRedefinida: 'Senha alterada com sucesso! Você já está conectado.',
  emailConfirmado: 'E-mail confirmado com sucesso!',
  emailJaConfirmado: 'Seu e-mail já está confirmado.',
  confirmacaoReenviada: 'Enviamos um novo link de confirmação para o seu e-mail.',
  confirmeEmailParaEnviar:
    'Confirme seu e-mail antes de enviar o formulário assinado: o recibo do envio vai para esse endereço. Use o link que enviamos ou peça um novo no painel.',
  confirmeEmailParaAprovar:
    'Este membro ainda não confirmou o e-mail. A aprovação fica disponível depois da confirmação.',
  emailSomenteFalhas: 'Só uma mensagem que falhou pode ser reenviada.',
  emailReenfileirado: 'Mensagem colocada de novo na fila de envio.',
} as const;
