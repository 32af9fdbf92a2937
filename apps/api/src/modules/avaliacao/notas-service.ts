import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { MENSAGENS, type NotaPrivada } from '@portal/domain';
import type { Database, Executor } from '../../infra/db/client.ts';
import { usuario } from '../../infra/db/schema.ts';
import { notaPrivada } from '../../infra/db/schema-avaliacao.ts';
import { fieldError } from '../../http/http-error.ts';
import type { SessionUser } from '../../http/acesso.ts';
import type { Clock } from '../../infra/clock.ts';
import { exigirSemConflito } from './avaliacao-service.ts';

const notasDaProposta = (db: Executor, propostaId: string) =>
  db
    .select({
      id: notaPrivada.id,
      respostaA: notaPrivada.respostaA,
      texto: notaPrivada.texto,
      criadaEm: notaPrivada.criadaEm,
      autor: { id: usuario.id, nome: usuario.nome },
    })
    .from(notaPrivada)
    .innerJoin(usuario, eq(usuario.id, notaPrivada.autorId))
    .where(eq(notaPrivada.propostaId, propostaId))
    .orderBy(asc(notaPrivada.criadaEm), asc(notaPrivada.id));

/** The staff's private discussion of a solution: notes and replies, never edited. */
export function createNotasService(db: Database, clock: Clock) {
  return {
    listar: async (user: SessionUser, propostaId: string) => {
      await exigirSemConflito(db, user, propostaId);
      return notasDaProposta(db, propostaId);
    },

    publicar: (user: SessionUser, propostaId: string, dados: NotaPrivada) =>
      db.transaction(async (tx) => {
        await exigirSemConflito(tx, user, propostaId);
        if (dados.respostaA) {
          const [original] = await tx
            .select({ id: notaPrivada.id })
            .from(notaPrivada)
            .where(
              and(eq(notaPrivada.id, dados.respostaA), eq(notaPrivada.propostaId, propostaId)),
            );
          if (!original) throw fieldError(400, 'respostaA', MENSAGENS.notaOriginalInexistente);
        }
        const id = randomUUID();
        await tx.insert(notaPrivada).values({
          id,
          propostaId,
          autorId: user.id,
          respostaA: dados.respostaA ?? null,
          texto: dados.texto,
          criadaEm: clock.now(),
        });
        return id;
      }),
  };
}
