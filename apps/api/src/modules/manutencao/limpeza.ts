import type { Database } from '../../infra/db/client.ts';
import type { Clock } from '../../infra/clock.ts';
import { SESSION_IDLE_SECONDS } from '../login/session-repository.ts';
import { JANELA_GUARDADA_MS } from '../rate-limit/limiter.ts';
import type { FileStorage } from '../../infra/arquivos/storage.ts';
import { repositoriosEm } from '../repositorios.ts';

// An expired link keeps saying "expirado" (not "inválido") for a month after it expired.
const TOKEN_GUARDADO_MS = 30 * 24 * 60 * 60 * 1000;

/** The same day and time `meses` months earlier (the last day of a shorter month). */
export function mesesAntes(data: Date, meses: number): Date {
  const resultado = new Date(data);
  const dia = resultado.getUTCDate();
  resultado.setUTCDate(1);
  resultado.setUTCMonth(resultado.getUTCMonth() - meses);
  const ultimoDia = new Date(
    Date.UTC(resultado.getUTCFullYear(), resultado.getUTCMonth() + 1, 0),
  ).getUTCDate();
  resultado.setUTCDate(Math.min(dia, ultimoDia));
  return resultado;
}

/**
 * What the portal keeps only for a while, removed: access records of the audit trail past their
 * retention (AUDITORIA_ACESSOS_MESES), sessions past their life or idle time,
 * sign-in attempt windows older than the longest limit, account links long expired, and file
 * objects whose rows are gone (a deletion whose object removal failed).
 */
export function createLimpeza(
  db: Database,
  storage: FileStorage,
  clock: Clock,
  retencaoAcessosMeses: number,
) {
  return async function limpar(): Promise<void> {
    const agora = clock.now().getTime();
    await repositoriosEm(db).auditoria.expurgarAcessosAntes(
      mesesAntes(clock.now(), retencaoAcessosMeses),
    );
    await repositoriosEm(db).session.purgeExpired(SESSION_IDLE_SECONDS);
    await repositoriosEm(db).tentativas.purgeBefore(new Date(agora - JANELA_GUARDADA_MS));
    await repositoriosEm(db).token.apagarVencidosAntes(new Date(agora - TOKEN_GUARDADO_MS));
    await storage.removerPendentes();
  };
}
