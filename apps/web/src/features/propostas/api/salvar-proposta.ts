import type { AtualizacaoRascunho, RascunhoProposta } from '@portal/domain';
import { http } from '@/lib/http';

/** The Result object of spec §3; a new solution comes back with its id. */
export interface ResultadoProposta {
  result: boolean;
  message: string;
  idCriadoGuid?: string;
  /** The version now stored, after an update. */
  versao?: number;
}

/** PUT /api/proposta: a new solution, at status 1; only its title is required. */
export const criarProposta = (proposta: RascunhoProposta) =>
  http.put<ResultadoProposta>('/api/proposta', proposta);

/**
 * POST /api/proposta: rewrites a solution; 409 once it left status 1, or when `versao` is older
 * than what someone else saved meanwhile (issue 20).
 */
export const atualizarProposta = (proposta: AtualizacaoRascunho) =>
  http.post<ResultadoProposta>('/api/proposta', proposta);
