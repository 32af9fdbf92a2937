import { createHash } from 'node:crypto';
import { MENSAGENS } from '@portal/domain';
import { HttpError } from '../../http/http-error.ts';
import type { TentativasRepository } from './repository.ts';

export interface Limite {
  /** What is counted and by what, e.g. `login-email`; part of the stored key. */
  escopo: string;
  max: number;
  janelaSegundos: number;
}

/**
 * How long counted windows are kept before the periodic cleanup (modules/manutencao) drops
 * them: a day covers the longest window in use with room to spare.
 */
export const JANELA_GUARDADA_MS = 24 * 60 * 60 * 1000;

// The key holds a hash of the e-mail or address, so the table never keeps who tried what.
const keyOf = (escopo: string, valor: string) =>
  `${escopo}:${createHash('sha256').update(valor).digest('hex')}`;

/**
 * Counts attempts in the database, shared by all instances (the in-memory limiter of
 * @fastify/rate-limit counts per instance, which a client spreading requests would get around).
 */
export function createLimiter(repository: TentativasRepository, factor = 1) {
  return {
    /** Counts one attempt by `valor`; past the limit, refuses with 429 and `retry-after`. */
    async hit(limite: Limite, valor: string): Promise<void> {
      const { contagem, anterior, restante } = await repository.increment(
        keyOf(limite.escopo, valor),
        limite.janelaSegundos,
      );
      // A sliding window estimated from two fixed ones: the previous window counts for the part
      // of it still inside the last `janelaSegundos`, so a burst cannot double the limit by
      // straddling a window's edge.
      const estimativa = contagem + (anterior * restante) / limite.janelaSegundos;
      if (estimativa > limite.max * factor) {
        throw new HttpError(429, MENSAGENS.muitasTentativas, {
          headers: { 'retry-after': String(Math.max(1, restante)) },
        });
      }
    },

    /**
     * Gives back an attempt counted by `hit` that turned out not to be one to limit (a sign-in
     * that succeeded). Counting first and giving back after keeps the check atomic: parallel
     * guesses cannot all pass a read-only check before any of them is counted.
     */
    async refund(limite: Limite, valor: string): Promise<void> {
      await repository.decrement(keyOf(limite.escopo, valor), limite.janelaSegundos);
    },
  };
}

export type Limiter = ReturnType<typeof createLimiter>;
