import { and, eq, sql } from 'drizzle-orm';
import { STATUS_PROPOSTA, TIPOS_USUARIO_EMPRESA } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { usuario } from '../../infra/db/schema.ts';
import { proposta } from '../../infra/db/schema-propostas.ts';

/** A company due a reminder, with the deadline the reminder speaks of. */
export interface EmpresaDevida {
  empresaId: string;
  prazo: Date;
}

const AGUARDANDO = STATUS_PROPOSTA.AGUARDANDO_EMPRESA;

export function createLembretesRepository(db: Executor) {
  return {
    /**
     * Companies with a solution still waiting for them (status 1) whose deadline (the general
     * one, or their later extension) is within [`antes`, `ate`) before it, and that were not sent
     * this reminder yet.
     */
    empresasDevidas: async (
      tipo: string,
      agora: Date,
      antesSegundos: number,
      ateSegundos: number,
    ): Promise<EmpresaDevida[]> => {
      const result = await db.execute(sql`
        with prazos as (
          select e.id as empresa_id,
                 greatest(c.prazo_envio, (
                   select p.prazo from prorrogacao p where p.empresa_id = e.id
                   order by p.data_hora desc, p.id desc limit 1
                 )) as prazo
          from empresa e cross join calendario c
          where exists (
            select 1 from proposta pr
            where pr.empresa_id = e.id and pr.status_proposta_id = ${AGUARDANDO}
          )
        )
        select empresa_id, prazo from prazos
        where ${agora.toISOString()}::timestamptz >= prazo - make_interval(secs => ${antesSegundos})
          and ${agora.toISOString()}::timestamptz < prazo - make_interval(secs => ${ateSegundos})
          and not exists (
            select 1 from lembrete_prazo l
            where l.empresa_id = prazos.empresa_id and l.tipo = ${tipo}
          )
        order by empresa_id`);
      const rows = (result as unknown as { rows: { empresa_id: string; prazo: string | Date }[] })
        .rows;
      return rows.map((r) => ({ empresaId: r.empresa_id, prazo: new Date(r.prazo) }));
    },

    /**
     * Claims the reminder for the company; false when another instance did first or the company
     * submitted meanwhile. The key (company, type) is the once-only guarantee, the `exists` the
     * "never after submitting" one, both in the statement that also sends.
     */
    registrar: async (
      empresaId: string,
      tipo: string,
      prazo: Date,
      agora: Date,
    ): Promise<boolean> => {
      const result = await db.execute(sql`
        insert into lembrete_prazo (empresa_id, tipo, prazo, enviado_em)
        select ${empresaId}, ${tipo}, ${prazo.toISOString()}::timestamptz, ${agora.toISOString()}::timestamptz
        where exists (
          select 1 from proposta
          where empresa_id = ${empresaId} and status_proposta_id = ${AGUARDANDO}
        )
        on conflict do nothing
        returning empresa_id`);
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },

    /** The company's active users: any of them may be the one who submits. */
    usuariosDaEmpresa: (empresaId: string) =>
      db
        .select({ nome: usuario.nome, email: usuario.email })
        .from(usuario)
        .where(
          and(
            eq(usuario.empresaId, empresaId),
            eq(usuario.ativo, true),
            sql`${usuario.tipoUsuario} in ${[...TIPOS_USUARIO_EMPRESA]}`,
          ),
        ),

    naoEnviadas: (empresaId: string) =>
      db
        .select({ codigo: proposta.codigoProposta, titulo: proposta.titulo })
        .from(proposta)
        .where(and(eq(proposta.empresaId, empresaId), eq(proposta.statusPropostaId, AGUARDANDO)))
        .orderBy(proposta.codigoProposta),
  };
}
