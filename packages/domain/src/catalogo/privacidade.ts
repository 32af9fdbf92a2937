/**
 * The rights a person holds over their data (LGPD, art. 18) that the portal takes as requests to
 * the encarregado, with the words the person and the administrators read. Access and portability
 * are served at once by "Meus dados" and deletion by "Excluir minha conta"; the request is for
 * what needs a person to decide.
 */
export const TIPOS_PEDIDO_TITULAR = {
  confirmacao: 'Confirmação da existência de tratamento',
  correcao: 'Correção de dados incompletos, inexatos ou desatualizados',
  eliminacao: 'Anonimização, bloqueio ou eliminação de dados',
  compartilhamento: 'Informação sobre com quem os dados são compartilhados',
  revogacao: 'Revogação do consentimento',
  oposicao: 'Oposição a um tratamento',
  revisao: 'Revisão de decisão tomada de forma automatizada',
  outro: 'Outro pedido sobre dados pessoais',
} as const;

export type TipoPedidoTitular = keyof typeof TIPOS_PEDIDO_TITULAR;
export const LISTA_TIPOS_PEDIDO_TITULAR = Object.keys(TIPOS_PEDIDO_TITULAR) as TipoPedidoTitular[];

export const rotuloTipoPedidoTitular = (tipo: string): string =>
  Object.hasOwn(TIPOS_PEDIDO_TITULAR, tipo)
    ? TIPOS_PEDIDO_TITULAR[tipo as TipoPedidoTitular]
    : tipo;

/** LGPD art. 19, II: a full answer within 15 days of the request. */
export const PRAZO_PEDIDO_TITULAR_DIAS = 15;

/** What an anonymised account shows where the person's name was. */
export const NOME_ANONIMIZADO = 'Pessoa que excluiu a conta';
