import { STATUS_PROPOSTA } from '@portal/domain';

/**
 * A colour per status, so a long table reads at a glance: grey waits for the company, blues are
 * under evaluation, orange waits for answers, green and red are decisions.
 */
const CORES: Record<number, string> = {
  [STATUS_PROPOSTA.AGUARDANDO_EMPRESA]: 'gray',
  [STATUS_PROPOSTA.EM_ANALISE_PREVIA]: 'blue',
  [STATUS_PROPOSTA.APROVADA]: 'green',
  [STATUS_PROPOSTA.REPROVADA]: 'red',
  [STATUS_PROPOSTA.EM_AVALIACAO]: 'indigo',
  [STATUS_PROPOSTA.SOLICITACOES_FEITAS]: 'orange',
  [STATUS_PROPOSTA.PARECER_TECNICO]: 'cyan',
  [STATUS_PROPOSTA.PARECER_TECNICO_COM_DCT]: 'cyan',
  [STATUS_PROPOSTA.REVISAO_DE_TEXTO_PARA_O_PORTAL]: 'violet',
  [STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL]: 'teal',
};

export const corDoStatus = (idStatusProposta: number): string => CORES[idStatusProposta] ?? 'gray';
