/** "Entrar com gov.br". */
export const MENSAGENS_GOVBR = {
  govbrDesligado: 'A entrada com gov.br não está disponível neste portal.',
  govbrSemPendencia:
    'A entrada com gov.br expirou ou não foi iniciada. Clique de novo em "Entrar com gov.br".',
  govbrCpfJaVinculado:
    'Este CPF já está vinculado a outra conta do portal. Entre com o e-mail dessa conta.',
  govbrContaJaVinculada:
    'Esta conta do portal já está vinculada a outro CPF. Entre com o gov.br desse CPF ou com e-mail e senha.',
  /**
   * The CPF gov.br proves was typed into another manager's sign-up: taking that account over, or
   * a second account for the same person, are both for staff to sort out.
   */
  govbrCpfDeOutroGestor:
    'O CPF da sua conta gov.br já consta no cadastro de outro gestor público. Fale com a equipe do portal pelo canal de contato para resolver.',
  govbrSemConta: 'Não há conta com o e-mail da sua conta gov.br. Cadastre-se para continuar.',
  govbrSemContaEquipe:
    'Não há conta da equipe do IPT com o e-mail da sua conta gov.br. Peça acesso pelo cadastro da equipe e vincule o gov.br depois.',
  govbrContaExistente:
    'Já existe uma conta com o e-mail da sua conta gov.br. Confirme a senha dela para vincular.',
  govbrVinculada: 'Conta gov.br vinculada. Nas próximas vezes, basta entrar com gov.br.',
  confirmeSenhaOuGovbr: 'Digite a senha ou clique em “Confirmar com gov.br”.',
  govbrConfirmacaoSoComGovbr:
    'Só quem entrou com gov.br confirma com gov.br. Digite a senha para continuar.',
  govbrDestinoInvalido: 'Endereço de volta inválido: use uma página do portal.',
  govbrConfirmado: 'Identidade confirmada com gov.br. Você pode continuar sem digitar a senha.',
} as const;

/** Why a gov.br sign-in came back without a session: the login page says it in words. */
export const MOTIVOS_FALHA_GOVBR = {
  cancelado: 'A entrada com gov.br foi cancelada. Tente de novo ou entre com e-mail e senha.',
  expirado: 'A entrada com gov.br expirou ou já foi usada. Clique de novo em "Entrar com gov.br".',
  recusado: 'O gov.br não confirmou a sua identidade. Tente de novo ou entre com e-mail e senha.',
  'cpf-invalido': 'O gov.br não informou um CPF válido. Tente de novo mais tarde.',
  indisponivel:
    'O gov.br não respondeu. Tente de novo em alguns minutos ou entre com e-mail e senha.',
  'sem-conta-equipe': MENSAGENS_GOVBR.govbrSemContaEquipe,
  'conta-vinculada': MENSAGENS_GOVBR.govbrContaJaVinculada,
  'confirmacao-antiga':
    'O gov.br não pediu a sua senha agora. Clique de novo em “Confirmar com gov.br” e entre outra vez.',
  'outra-pessoa':
    'Você entrou no gov.br com outro CPF. Confirme com o gov.br do CPF vinculado a esta conta.',
} as const;

export type MotivoFalhaGovbr = keyof typeof MOTIVOS_FALHA_GOVBR;

export const isMotivoFalhaGovbr = (valor: string): valor is MotivoFalhaGovbr =>
  Object.hasOwn(MOTIVOS_FALHA_GOVBR, valor);
