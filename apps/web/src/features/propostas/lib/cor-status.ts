import { STATUS_PROPOSTA, vezDaSolucao, type VezDaSolucao } from '@portal/domain';

/**
 * A badge's colour says who acts next, so a long list reads at a glance: the company (warning),
 * the institute (neutral), no one (success). A rejection is finished too, but reads as one.
 */
const CORES: Record<VezDaSolucao, string> = {
  empresa: 'yellow',
  instituto: 'gray',
  concluida: 'green',
};

export const corDoStatus = (idStatusProposta: number): string =>
  idStatusProposta === STATUS_PROPOSTA.REPROVADA ? 'red' : CORES[vezDaSolucao(idStatusProposta)];
