/** States of a message in the outbox, as administrators read them. */
export const STATUS_EMAIL_SAIDA = ['pendente', 'enviado', 'falhou'] as const;
export type StatusEmailSaida = (typeof STATUS_EMAIL_SAIDA)[number];

/** What each kind of message is, for the outbox page's filter and column. */
export const TIPOS_EMAIL: Record<string, string> = {
  'redefinicao-senha': 'Redefinição de senha',
  'confirmacao-email': 'Confirmação de e-mail',
  'senha-alterada': 'Senha alterada',
  'recibo-envio': 'Recibo do formulário assinado',
  'status-proposta': 'Mudança de status',
  'equipe-pendente': 'Cadastro da equipe aguardando aprovação',
  'equipe-perfil': 'Perfil da equipe alterado',
  'equipe-desativacao': 'Conta da equipe desativada',
  'gestor-pendente': 'Gestor público aguardando verificação',
  'gestor-aprovacao': 'Cadastro de gestor público aprovado',
  'gestor-recusa': 'Cadastro de gestor público recusado',
  'pedido-titular-recebido': 'Pedido sobre dados pessoais recebido',
  'pedido-titular-novo': 'Novo pedido sobre dados pessoais (administradores)',
  'pedido-titular-resposta': 'Resposta a pedido sobre dados pessoais',
};
