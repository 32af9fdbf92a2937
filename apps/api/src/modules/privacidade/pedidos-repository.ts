import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PedidoTitular, PedidoTitularNovo } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { pedidoTitular } from '../../infra/db/schema-privacidade.ts';
import { usuario } from '../../infra/db/schema.ts';

const DIA_MS = 24 * 60 * 60 * 1000;
const respondente = alias(usuario, 'respondente');

const colunas = {
  id: pedidoTitular.id,
  protocolo: pedidoTitular.protocolo,
  tipo: pedidoTitular.tipo,
  descricao: pedidoTitular.descricao,
  criadoEm: pedidoTitular.criadoEm,
  prazoEm: pedidoTitular.prazoEm,
  resposta: pedidoTitular.resposta,
  respondidoEm: pedidoTitular.respondidoEm,
};

type Linha = {
  [K in keyof typeof colunas]: (typeof colunas)[K]['_']['data'] | null;
};

const apresentar = (row: Linha): PedidoTitular => ({
  id: row.id!,
  protocolo: row.protocolo!,
  tipo: row.tipo!,
  descricao: row.descricao!,
  criadoEm: row.criadoEm!.toISOString(),
  prazoEm: row.prazoEm!.toISOString(),
  resposta: row.resposta,
  respondidoEm: row.respondidoEm?.toISOString() ?? null,
});

const SITUACAO: Record<'abertos' | 'respondidos' | 'todos', SQL | undefined> = {
  abertos: isNull(pedidoTitular.respondidoEm),
  respondidos: isNotNull(pedidoTitular.respondidoEm),
  todos: undefined,
};

/** Requests a person makes about their data (LGPD art. 18), with the 15-day deadline of art. 19. */
export function createPedidosTitularRepository(db: Executor) {
  return {
    registrar: async (
      usuarioId: string,
      dados: PedidoTitularNovo,
      agora: Date,
      prazoDias: number,
    ) => {
      const [row] = await db
        .insert(pedidoTitular)
        .values({
          id: randomUUID(),
          usuarioId,
          tipo: dados.tipo,
          descricao: dados.descricao,
          criadoEm: agora,
          prazoEm: new Date(agora.getTime() + prazoDias * DIA_MS),
        })
        .returning(colunas);
      return apresentar(row!);
    },

    daPessoa: async (usuarioId: string): Promise<PedidoTitular[]> =>
      (
        await db
          .select(colunas)
          .from(pedidoTitular)
          .where(eq(pedidoTitular.usuarioId, usuarioId))
          .orderBy(desc(pedidoTitular.criadoEm))
      ).map(apresentar),

    /** The administrators' list: the nearest deadline first, so the late ones lead. */
    lista: async (situacao: keyof typeof SITUACAO): Promise<PedidoTitular[]> => {
      const rows = await db
        .select({
          ...colunas,
          nome: usuario.nome,
          email: usuario.email,
          respondidoPor: respondente.nome,
        })
        .from(pedidoTitular)
        .innerJoin(usuario, eq(usuario.id, pedidoTitular.usuarioId))
        .leftJoin(respondente, eq(respondente.id, pedidoTitular.respondidoPor))
        .where(SITUACAO[situacao])
        .orderBy(asc(pedidoTitular.prazoEm), asc(pedidoTitular.protocolo));
      return rows.map((row) => ({
        ...apresentar(row),
        pessoa: { nome: row.nome, email: row.email },
        respondidoPor: row.respondidoPor,
      }));
    },

    /** The request and who made it; null when it does not exist. */
    comPessoa: async (id: string) => {
      const [row] = await db
        .select({ ...colunas, usuarioId: usuario.id, nome: usuario.nome, email: usuario.email })
        .from(pedidoTitular)
        .innerJoin(usuario, eq(usuario.id, pedidoTitular.usuarioId))
        .where(eq(pedidoTitular.id, id));
      return row ?? null;
    },

    /** Answers an open request; false when someone answered it first. */
    responder: async (id: string, resposta: string, usuarioId: string, agora: Date) => {
      const rows = await db
        .update(pedidoTitular)
        .set({ resposta, respondidoEm: agora, respondidoPor: usuarioId })
        .where(and(eq(pedidoTitular.id, id), isNull(pedidoTitular.respondidoEm)))
        .returning({ id: pedidoTitular.id });
      return rows.length > 0;
    },
  };
}
