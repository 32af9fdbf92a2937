import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, max } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../infra/db/client.ts';
import { rodadaSolicitacao, solicitacao } from '../../../infra/db/schema-envios.ts';
import { proposta } from '../../../infra/db/schema-propostas.ts';
import { usuario } from '../../../infra/db/schema.ts';

export interface NovaSolicitacao {
  alvo: string;
  texto: string;
  prazo: Date | null;
}

export interface RodadaAberta {
  numero: number;
  statusAnterior: number;
  abertaPor: string;
}

const respondente = alias(usuario, 'respondente');

/** The request rounds of status 6 and their requests. */
export function createSolicitacoesRepository(db: Executor) {
  return {
    /** Opens the next round with its requests, in the caller's transaction. */
    async abrir(
      propostaId: string,
      rodada: { statusAnterior: number; abertaPor: string; agora: Date },
      solicitacoes: readonly NovaSolicitacao[],
    ): Promise<number> {
      const [ultima] = await db
        .select({ numero: max(rodadaSolicitacao.numero) })
        .from(rodadaSolicitacao)
        .where(eq(rodadaSolicitacao.propostaId, propostaId));
      const numero = (ultima?.numero ?? 0) + 1;
      await db.insert(rodadaSolicitacao).values({
        propostaId,
        numero,
        statusAnterior: rodada.statusAnterior,
        abertaPor: rodada.abertaPor,
        abertaEm: rodada.agora,
      });
      await db.insert(solicitacao).values(
        solicitacoes.map((s, ordem) => ({
          id: randomUUID(),
          propostaId,
          rodada: numero,
          ordem,
          ...s,
        })),
      );
      return numero;
    },

    async aberta(propostaId: string): Promise<RodadaAberta | null> {
      const [row] = await db
        .select({
          numero: rodadaSolicitacao.numero,
          statusAnterior: rodadaSolicitacao.statusAnterior,
          abertaPor: rodadaSolicitacao.abertaPor,
        })
        .from(rodadaSolicitacao)
        .where(
          and(eq(rodadaSolicitacao.propostaId, propostaId), isNull(rodadaSolicitacao.fechadaEm)),
        );
      return row ?? null;
    },

    /** Whether the company's solution has an open round (the calendar lets its writes through). */
    async abertaNaEmpresa(propostaId: string, empresaId: string): Promise<boolean> {
      const [row] = await db
        .select({ numero: rodadaSolicitacao.numero })
        .from(rodadaSolicitacao)
        .innerJoin(proposta, eq(proposta.id, rodadaSolicitacao.propostaId))
        .where(
          and(
            eq(rodadaSolicitacao.propostaId, propostaId),
            isNull(rodadaSolicitacao.fechadaEm),
            eq(proposta.empresaId, empresaId),
          ),
        );
      return row !== undefined;
    },

    /** The requests of one round, in the order staff wrote them. */
    daRodada: (propostaId: string, rodada: number) =>
      db
        .select({ id: solicitacao.id, alvo: solicitacao.alvo, prazo: solicitacao.prazo })
        .from(solicitacao)
        .where(and(eq(solicitacao.propostaId, propostaId), eq(solicitacao.rodada, rodada)))
        .orderBy(asc(solicitacao.ordem)),

    /** Every round, newest first, each request with its answer and who gave it. */
    async listar(propostaId: string) {
      const rodadas = await db
        .select({
          numero: rodadaSolicitacao.numero,
          abertaEm: rodadaSolicitacao.abertaEm,
          abertaPor: {
            id: usuario.id,
            nome: usuario.nome,
            email: usuario.email,
            tipoUsuario: usuario.tipoUsuario,
          },
          fechadaEm: rodadaSolicitacao.fechadaEm,
          envioNumero: rodadaSolicitacao.envioNumero,
        })
        .from(rodadaSolicitacao)
        .innerJoin(usuario, eq(usuario.id, rodadaSolicitacao.abertaPor))
        .where(eq(rodadaSolicitacao.propostaId, propostaId))
        .orderBy(desc(rodadaSolicitacao.numero));
      const solicitacoes = await db
        .select({
          id: solicitacao.id,
          rodada: solicitacao.rodada,
          alvo: solicitacao.alvo,
          texto: solicitacao.texto,
          prazo: solicitacao.prazo,
          resposta: solicitacao.resposta,
          // Only the company answers (a company route): its own people, shown as they are.
          respondidaPor: respondente.nome,
          respondidaEm: solicitacao.respondidaEm,
        })
        .from(solicitacao)
        .leftJoin(respondente, eq(respondente.id, solicitacao.respondidaPor))
        .where(eq(solicitacao.propostaId, propostaId))
        .orderBy(asc(solicitacao.rodada), asc(solicitacao.ordem));
      return rodadas.map((r) => ({
        ...r,
        solicitacoes: solicitacoes
          .filter((s) => s.rodada === r.numero)
          .map(({ rodada: _rodada, ...s }) => s),
      }));
    },

    async responder(
      propostaId: string,
      rodada: number,
      id: string,
      resposta: { texto: string; usuarioId: string; agora: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(solicitacao)
        .set({
          resposta: resposta.texto,
          respondidaPor: resposta.usuarioId,
          respondidaEm: resposta.agora,
        })
        .where(
          and(
            eq(solicitacao.id, id),
            eq(solicitacao.propostaId, propostaId),
            eq(solicitacao.rodada, rodada),
          ),
        )
        .returning({ id: solicitacao.id });
      return rows.length > 0;
    },

    /** Closes the open round: answered by submission `envioNumero`, or ended by staff (null). */
    fechar: (propostaId: string, rodada: number, agora: Date, envioNumero: number | null) =>
      db
        .update(rodadaSolicitacao)
        .set({ fechadaEm: agora, envioNumero })
        .where(
          and(eq(rodadaSolicitacao.propostaId, propostaId), eq(rodadaSolicitacao.numero, rodada)),
        ),
  };
}
