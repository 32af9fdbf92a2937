import { sql } from 'drizzle-orm';
import { consolidar } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { repositoriosEm } from '../repositorios.ts';

/**
 * Rewrites the solution's line in `avaliacao_resumo`, in the transaction that changed its
 * assignments or evaluations. The lock makes two evaluators submitting at once write one after
 * the other, the second seeing the first's evaluation, so the line never misses one.
 */
export async function recalcularResumo(db: Executor, propostaId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(20250013, hashtext(${propostaId}))`);
  const repository = repositoriosEm(db).avaliacao;
  const atribuidas = await repository.contarAtribuicoes(propostaId);
  const atuais = await repository.atuais([propostaId]);
  const notas = atuais.flatMap(({ avaliacao }) =>
    avaliacao.enviadaEm !== null && avaliacao.notaFinal !== null ? [avaliacao.notaFinal] : [],
  );
  const consolidacao = consolidar(notas, 0);
  await repository.salvarResumo({
    propostaId,
    atribuidas,
    enviadas: notas.length,
    media: consolidacao?.media ?? null,
    amplitude: consolidacao?.amplitude ?? null,
  });
}
