import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { TIPO_USUARIO } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { usuario } from '../../infra/db/schema.ts';
import { atribuicao, conflitoInteresse } from '../../infra/db/schema-avaliacao.ts';

export interface NovaAtribuicao {
  propostaId: string;
  avaliadorId: string;
  atribuidaPor: string;
  atribuidaEm: Date;
  prazo: string | null;
}

const ativa = (propostaId: string, avaliadorId: string) =>
  and(
    eq(atribuicao.propostaId, propostaId),
    eq(atribuicao.avaliadorId, avaliadorId),
    isNull(atribuicao.removidaEm),
  );

export function createAtribuicaoRepository(db: Executor) {
  return {
    /** Active analysts and administrators among the ids: who may be given an evaluation. */
    avaliadoresValidos: async (ids: readonly string[]) =>
      db
        .select({ id: usuario.id, nome: usuario.nome, email: usuario.email })
        .from(usuario)
        .where(
          and(
            inArray(usuario.id, [...ids]),
            inArray(usuario.tipoUsuario, [TIPO_USUARIO.ANALISTA, TIPO_USUARIO.ADMINISTRADOR]),
            eq(usuario.ativo, true),
          ),
        ),

    avaliadores: () =>
      db
        .select({ id: usuario.id, nome: usuario.nome, tipoUsuario: usuario.tipoUsuario })
        .from(usuario)
        .where(
          and(
            inArray(usuario.tipoUsuario, [TIPO_USUARIO.ANALISTA, TIPO_USUARIO.ADMINISTRADOR]),
            eq(usuario.ativo, true),
          ),
        )
        .orderBy(usuario.nome),

    /** Inserts the pairs not yet assigned (a repeated bulk assignment adds nothing twice). */
    inserir: async (linhas: readonly NovaAtribuicao[]) =>
      linhas.length === 0
        ? []
        : db
            .insert(atribuicao)
            .values(linhas.map((linha) => ({ id: randomUUID(), ...linha })))
            .onConflictDoNothing()
            .returning({ propostaId: atribuicao.propostaId, avaliadorId: atribuicao.avaliadorId }),

    ativa: async (propostaId: string, avaliadorId: string) => {
      const [row] = await db.select().from(atribuicao).where(ativa(propostaId, avaliadorId));
      return row ?? null;
    },

    porId: async (id: string) => {
      const [row] = await db.select().from(atribuicao).where(eq(atribuicao.id, id));
      return row ?? null;
    },

    declararSemConflito: (id: string, instante: Date) =>
      db.update(atribuicao).set({ semConflitoEm: instante }).where(eq(atribuicao.id, id)),

    remover: (id: string, instante: Date) =>
      db
        .update(atribuicao)
        .set({ removidaEm: instante })
        .where(and(eq(atribuicao.id, id), isNull(atribuicao.removidaEm))),

    daProposta: (propostaId: string) =>
      db
        .select({
          id: atribuicao.id,
          avaliadorId: atribuicao.avaliadorId,
          nome: usuario.nome,
          prazo: atribuicao.prazo,
          atribuidaEm: atribuicao.atribuidaEm,
          semConflitoEm: atribuicao.semConflitoEm,
        })
        .from(atribuicao)
        .innerJoin(usuario, eq(usuario.id, atribuicao.avaliadorId))
        .where(and(eq(atribuicao.propostaId, propostaId), isNull(atribuicao.removidaEm)))
        .orderBy(atribuicao.atribuidaEm),

    registrarConflito: (dados: {
      propostaId: string;
      avaliadorId: string;
      tipo: string;
      descricao: string | null;
      declaradoEm: Date;
    }) =>
      db
        .insert(conflitoInteresse)
        .values({ id: randomUUID(), ...dados })
        .onConflictDoNothing(),

    /** The solutions among `propostaIds` where the evaluator declared a conflict. */
    conflitos: async (avaliadorId: string, propostaIds: readonly string[]) =>
      propostaIds.length === 0
        ? new Set<string>()
        : new Set(
            (
              await db
                .select({ propostaId: conflitoInteresse.propostaId })
                .from(conflitoInteresse)
                .where(
                  and(
                    eq(conflitoInteresse.avaliadorId, avaliadorId),
                    inArray(conflitoInteresse.propostaId, [...propostaIds]),
                  ),
                )
            ).map((row) => row.propostaId),
          ),

    conflitosDaProposta: (propostaId: string) =>
      db
        .select({
          avaliadorId: conflitoInteresse.avaliadorId,
          nome: usuario.nome,
          tipo: conflitoInteresse.tipo,
          descricao: conflitoInteresse.descricao,
          declaradoEm: conflitoInteresse.declaradoEm,
        })
        .from(conflitoInteresse)
        .innerJoin(usuario, eq(usuario.id, conflitoInteresse.avaliadorId))
        .where(eq(conflitoInteresse.propostaId, propostaId))
        .orderBy(conflitoInteresse.declaradoEm),

    administradores: () =>
      db
        .select({ nome: usuario.nome, email: usuario.email })
        .from(usuario)
        .where(and(eq(usuario.tipoUsuario, TIPO_USUARIO.ADMINISTRADOR), eq(usuario.ativo, true))),
  };
}
