import type { LinhaProposta } from '@portal/domain';

/** Where a solution is continued: its own address, so a reload or another computer finds it. */
export const rotaEdicao = (linha: Pick<LinhaProposta, 'propostaID'>) =>
  `/painel/propostas/${linha.propostaID}`;
