import type { Database } from '../../db/client.ts';
import type { Clock } from '../../plugins/clock.ts';
import { SESSION_IDLE_SECONDS } from '../../plugins/session.ts';
import { createSessionRepository } from '../../plugins/session-repository.ts';
import { JANELA_GUARDADA_MS } from '../rate-limit/limiter.ts';
import { createTentativasRepository } from '../rate-limit/repository.ts';
import { createTokenRepository } from '../conta/token-repository.ts';
import type { FileStorage } from '../fileindexer/storage.ts';

// An expired link keeps saying "expirado" (not "inválido") for a month after it expired.
const TOKEN_GUARDADO_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * What the portal keeps only for a while, removed: sessions past their life or idle time,
 * sign-in attempt windows older than the longest limit, account links long expired, and file
 * objects whose rows are gone (a deletion whose object removal failed).
 */
export function createLimpeza(db: Database, storage: FileStorage, clock: Clock) {
  return async function limpar(): Promise<void> {
    const agora = clock.now().getTime();
    await createSessionRepository(db).purgeExpired(SESSION_IDLE_SECONDS);
    await createTentativasRepository(db).purgeBefore(new Date(agora - JANELA_GUARDADA_MS));
    await createTokenRepository(db).apagarVencidosAntes(new Date(agora - TOKEN_GUARDADO_MS));
    await storage.removerPendentes();
  };
}
