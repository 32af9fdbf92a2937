import { VALIDADE_PEDIDO_MEMBRO_DIAS } from '../catalogo/membros.ts';

/** Membership of a company by request and acceptance (docs/decisions/011). */
export const MENSAGENS_MEMBROS = {
  pedidoMembroAguardando: (empresa: string) =>
    `Seu pedido para participar da empresa ${empresa} aguarda a confirmação de um integrante.`,
  pedidoMembroRecusado: (empresa: string) =>
    `Seu pedido para participar da empresa ${empresa} foi recusado.`,
  pedidoMembroExpirado: (empresa: string) =>
    `Seu pedido para participar da empresa ${empresa} expirou sem resposta depois de ${VALIDADE_PEDIDO_MEMBRO_DIAS} dias. Fale com um integrante da empresa ou com a equipe do programa.`,
  membroRemovidoDaEmpresa: (empresa: string) => `Você não faz mais parte da empresa ${empresa}.`,
  pedidoMembroAceito: 'Pedido aceito. A pessoa já faz parte da empresa.',
  pedidoMembroRecusadoOk: 'Pedido recusado.',
  membroRemovido: 'Integrante removido da empresa.',
  ultimoMembroAtivo: 'A empresa precisa de ao menos um integrante ativo.',
  pedidoMembroExpiradoDecisao: `Este pedido expirou: passaram mais de ${VALIDADE_PEDIDO_MEMBRO_DIAS} dias.`,
  empresaTemMembroAtivo: 'Esta empresa tem integrantes ativos: são eles que decidem o pedido.',
} as const;
