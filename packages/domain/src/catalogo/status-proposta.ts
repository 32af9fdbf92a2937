export const STATUS_PROPOSTA = {
  AGUARDANDO_EMPRESA: 1,
  EM_ANALISE_PREVIA: 2,
  APROVADA: 3,
  REPROVADA: 4,
  EM_AVALIACAO: 5,
  SOLICITACOES_FEITAS: 6,
  PARECER_TECNICO: 7,
  PARECER_TECNICO_COM_DCT: 8,
  REVISAO_DE_TEXTO_PARA_O_PORTAL: 9,
  DISPONIBILIZADA_NO_PORTAL: 10,
} as const;

export type StatusPropostaId = (typeof STATUS_PROPOSTA)[keyof typeof STATUS_PROPOSTA];

export const STATUS_PROPOSTA_LISTA: readonly { id: StatusPropostaId; descricao: string }[] = [
  { id: 1, descricao: 'Aguardando Empresa' },
  { id: 2, descricao: 'Em Análise Prévia' },
  { id: 3, descricao: 'Aprovada' },
  { id: 4, descricao: 'Reprovada' },
  { id: 5, descricao: 'Em Avaliação' },
  { id: 6, descricao: 'Solicitações Feitas' },
  { id: 7, descricao: 'Parecer Técnico' },
  { id: 8, descricao: 'Parecer Técnico com DCT' },
  { id: 9, descricao: 'Revisão de Texto para o Portal' },
  { id: 10, descricao: 'Disponibilizada no Portal' },
];

export const descricaoStatusProposta = (id: number): string =>
  STATUS_PROPOSTA_LISTA.find((s) => s.id === id)?.descricao ?? 'Não informado';

/** Only a proposal still waiting for the company may be edited or receive the signed PDF. */
export const isPropostaEditavel = (statusId: number): boolean =>
  statusId === STATUS_PROPOSTA.AGUARDANDO_EMPRESA;

/**
 * The institute asked for changes (status 6): the company answers in the parts its
 * requests point at and signs again.
 */
export const isEmSolicitacoes = (statusId: number): boolean =>
  statusId === STATUS_PROPOSTA.SOLICITACOES_FEITAS;

/**
 * PDF generation job states. 1 and 7 are the spec's (section 9); 0 (never asked) and 9 (failed)
 * are ours, so a client can stop polling instead of waiting out the 15 seconds.
 */
export const STATUS_GERACAO_PDF = { NAO_SOLICITADO: 0, ACEITO: 1, PRONTO: 7, FALHOU: 9 } as const;

/** Whom a solution waits for: its company, the institute, or no one (the call is done with it). */
export type VezDaSolucao = 'empresa' | 'instituto' | 'concluida';

/**
 * The company acts on a solution waiting for its signed PDF or for its answer to a round of
 * requests; a rejected or a published solution is finished; every other status is the
 * institute's. Badges are coloured and captioned by this, so a list says where to act.
 */
const VEZ: Record<StatusPropostaId, VezDaSolucao> = {
  [STATUS_PROPOSTA.AGUARDANDO_EMPRESA]: 'empresa',
  [STATUS_PROPOSTA.EM_ANALISE_PREVIA]: 'instituto',
  [STATUS_PROPOSTA.APROVADA]: 'instituto',
  [STATUS_PROPOSTA.REPROVADA]: 'concluida',
  [STATUS_PROPOSTA.EM_AVALIACAO]: 'instituto',
  [STATUS_PROPOSTA.SOLICITACOES_FEITAS]: 'empresa',
  [STATUS_PROPOSTA.PARECER_TECNICO]: 'instituto',
  [STATUS_PROPOSTA.PARECER_TECNICO_COM_DCT]: 'instituto',
  [STATUS_PROPOSTA.REVISAO_DE_TEXTO_PARA_O_PORTAL]: 'instituto',
  [STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL]: 'concluida',
};

export const vezDaSolucao = (statusId: number): VezDaSolucao =>
  VEZ[statusId as StatusPropostaId] ?? 'instituto';

/** The caption beside a status, worded for who reads it. */
export const LEGENDA_VEZ: Record<'empresa' | 'equipe', Record<VezDaSolucao, string>> = {
  empresa: { empresa: 'Sua vez', instituto: 'Com o IPT', concluida: 'Concluída' },
  equipe: { empresa: 'Com a empresa', instituto: 'Com o IPT', concluida: 'Concluída' },
};
