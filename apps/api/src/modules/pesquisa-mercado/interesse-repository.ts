import { count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { STATUS_PROPOSTA } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { proposta } from '../../infra/db/schema-propostas.ts';
import { desfechosVigentes } from './desfecho-repository.ts';

/** What a municipality did with a solution, as the company's counts name it. */
type TipoInteresse = 'salvou' | 'comparou' | 'registrou' | 'contatou' | 'desfecho';

/**
 * Every act of a manager on a solution, with the manager's municipality: the saved and compared
 * events of the shortlist (which keep the municipality of the moment), the market-survey records
 * that cite it, the messages and the outcomes. Counts go by municipality, so two managers of one
 * city are one.
 */
const INTERESSES = sql`(
  select e.municipio_id, e.proposta_id,
    case e.tipo when 'salva' then 'salvou' else 'comparou' end as tipo
  from gestor_evento e
  union all
  select g.municipio_id, s.proposta_id, 'registrou' as tipo
  from registro_pesquisa_solucao s
  join registro_pesquisa r on r.id = s.registro_id
  join gestor g on g.usuario_id = r.usuario_id
  union all
  select c.municipio_id, c.proposta_id, 'contatou' as tipo from contato_empresa c
  union all
  select d.municipio_id, d.proposta_id, 'desfecho' as tipo from desfecho_solucao d
)`;

const PUBLICADA = sql.raw(String(STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL));

const municipiosQue = (tipo: TipoInteresse): SQL =>
  sql`count(distinct i.municipio_id) filter (where i.tipo = ${tipo})::integer`;

const linhas = async <T>(db: Executor, consulta: SQL): Promise<T[]> =>
  ((await db.execute(consulta)) as unknown as { rows: T[] }).rows;

export function createInteresseRepository(db: Executor) {
  return {
    /**
     * Per solution of the company (published, or once cited by a municipality): how many
     * distinct municipalities saved, compared, recorded or contacted it. Counts only: which
     * municipality did what stays with the managers, who chose whether to write.
     */
    contagensDaEmpresa: (empresaId: string) =>
      linhas<{
        propostaId: string;
        titulo: string;
        salvaram: number;
        compararam: number;
        registraram: number;
        contataram: number;
      }>(
        db,
        sql`
          select p.id as "propostaId", p.titulo,
            ${municipiosQue('salvou')} as salvaram,
            ${municipiosQue('comparou')} as compararam,
            ${municipiosQue('registrou')} as registraram,
            ${municipiosQue('contatou')} as contataram
          from proposta p
          left join ${INTERESSES} i on i.proposta_id = p.id
          where p.empresa_id = ${empresaId}
          group by p.id, p.titulo, p.status_proposta_id
          having p.status_proposta_id = ${PUBLICADA} or count(i.municipio_id) > 0
          order by p.titulo, p.id
        `,
      ),

    /** Published solutions per axis. */
    publicadasPorEixo: () =>
      linhas<{ eixo: number; n: number }>(
        db,
        sql`select destino as eixo, count(*)::integer as n from proposta
            where status_proposta_id = ${PUBLICADA} and destino is not null group by destino`,
      ),

    /** Distinct municipalities that did anything with a solution of the axis. */
    municipiosPorEixo: () =>
      linhas<{ eixo: number; n: number }>(
        db,
        sql`select p.destino as eixo, count(distinct i.municipio_id)::integer as n
            from ${INTERESSES} i
            join proposta p on p.id = i.proposta_id
            where p.destino is not null group by p.destino`,
      ),

    /** The outcomes as they stand (the latest per manager and solution), per axis and kind. */
    desfechosPorEixo: () => {
      const vigentes = desfechosVigentes(db);
      return db
        .select({ eixo: sql<number>`${proposta.destino}`, tipo: vigentes.tipo, n: count() })
        .from(vigentes)
        .innerJoin(proposta, eq(proposta.id, vigentes.propostaId))
        .where(isNotNull(proposta.destino))
        .groupBy(proposta.destino, vigentes.tipo);
    },
  };
}
