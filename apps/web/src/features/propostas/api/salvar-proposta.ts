import type { AtualizacaoRascunho, RascunhoProposta, ResultadoProposta } from '@portal/domain';
import { http } from '@/lib/http';

/** PUT /api/proposta: a new solution, at status 1; only its title is required. */
export const criarProposta = (proposta: RascunhoProposta) =>
  http.put<ResultadoProposta>('/api/proposta', proposta);

/**
 * POST /api/proposta: rewrites a solution; 409 once it left status 1, or when `versao` is older
 * than what someone else saved meanwhile.
 */
export const atualizarProposta = (proposta: AtualizacaoRascunho) =>
  http.post<ResultadoProposta>('/api/proposta', proposta);
