import { LIMITES_CONTATO } from '../interesse/limite-contato.ts';

/** Managers writing to companies and telling what came of a solution. */
export const MENSAGENS_INTERESSE = {
  contatoEnviado: 'Mensagem enviada. A empresa responde direto para o seu e-mail institucional.',
  contatoLimiteSolucao: `Você já escreveu para esta empresa sobre esta solução nas últimas ${LIMITES_CONTATO.janelaHoras} horas. Aguarde a resposta dela por e-mail ou tente de novo mais tarde.`,
  contatoLimiteTotal: `Você enviou ${LIMITES_CONTATO.porJanela} mensagens a empresas nas últimas ${LIMITES_CONTATO.janelaHoras} horas, o máximo permitido. Tente de novo mais tarde.`,
  contatoEmpresaSemMembros:
    'Esta empresa não tem no momento quem receba mensagens pelo portal. Tente de novo mais tarde.',
  desfechoRegistrado: 'Desfecho registrado.',
  tipoDesfechoInvalido: 'Escolha o que aconteceu com a solução.',
} as const;
