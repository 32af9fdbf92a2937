import {
  rotuloAcaoAuditoria,
  type AuditoriaFiltro,
  type ClasseAuditoria,
  type PaginaAuditoria,
  type RegistroAuditoriaLido,
} from '@portal/domain';
import { and, count, desc, eq, gte, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../infra/db/client.ts';
import { empresa, usuario } from '../../infra/db/schema.ts';
import { historicoStatusProposta, proposta } from '../../infra/db/schema-propostas.ts';
import { registroAuditoria } from '../../infra/db/schema-auditoria.ts';
import {
  COM_ACENTO,
  contemAscii,
  contemNormalizado,
  SEM_ACENTO,
} from '../../infra/db/sql-texto.ts';
import { empresaCorresponde } from '../cadastro/empresa-busca.ts';
import { propostaCorresponde } from '../proposta/proposta-busca.ts';
import { ENTIDADE_AVALIACAO, semConflitoSql } from '../avaliacao/policies.ts';

// A day of the filter is a São Paulo day (no daylight saving since 2019).
const inicioDoDia = (dia: string) => new Date(`${dia}T00:00:00-03:00`);
const inicioDoDiaSeguinte = (dia: string) =>
  new Date(inicioDoDia(dia).getTime() + 24 * 60 * 60 * 1000);

const nomeNormalizado = sql`translate(lower(${usuario.nome}), ${COM_ACENTO}, ${SEM_ACENTO})`;

type Filtros = Omit<AuditoriaFiltro, 'pagina' | 'tamanho'>;

/**
 * What `leitorId` may read of the filters' records: the evaluation's records of a solution they
 * declared a conflict with are left out, as the rest of that evaluation is.
 */
function condicoes(filtro: Filtros, leitorId: string, propostaId?: string): SQL | undefined {
  const { pessoa, empresa: termoEmpresa, solucao, acao, de, ate } = filtro;
  return and(
    or(
      ne(registroAuditoria.entidade, ENTIDADE_AVALIACAO),
      semConflitoSql(leitorId, registroAuditoria.propostaId),
    ),
    propostaId ? eq(registroAuditoria.propostaId, propostaId) : undefined,
    pessoa
      ? or(contemNormalizado(nomeNormalizado, pessoa), contemAscii(usuario.email, pessoa))
      : undefined,
    termoEmpresa ? empresaCorresponde(termoEmpresa) : undefined,
    solucao ? propostaCorresponde(solucao) : undefined,
    acao ? eq(registroAuditoria.acao, acao) : undefined,
    de ? gte(registroAuditoria.ocorridoEm, inicioDoDia(de)) : undefined,
    ate ? lt(registroAuditoria.ocorridoEm, inicioDoDiaSeguinte(ate)) : undefined,
  );
}

const COLUNAS = {
  id: registroAuditoria.id,
  ocorridoEm: registroAuditoria.ocorridoEm,
  acao: registroAuditoria.acao,
  usuarioId: registroAuditoria.usuarioId,
  nome: usuario.nome,
  tipoUsuario: registroAuditoria.tipoUsuario,
  ip: registroAuditoria.ip,
  empresaId: empresa.id,
  empresaNome: empresa.nomeOficial,
  propostaId: registroAuditoria.propostaId,
  codigo: proposta.codigoProposta,
  titulo: proposta.titulo,
  entidade: registroAuditoria.entidade,
  entidadeId: registroAuditoria.entidadeId,
  alteracoes: registroAuditoria.alteracoes,
  detalhes: registroAuditoria.detalhes,
  observacao: historicoStatusProposta.observacao,
};

type Linha = {
  [K in keyof typeof COLUNAS]: (typeof COLUNAS)[K]['_']['data'] | null;
};

/** A status change's note is read from its history entry, which the record points at. */
function detalhesLidos(
  detalhes: Record<string, unknown> | null,
  observacao: string | null,
): Record<string, unknown> | null {
  if (detalhes === null || !('historicoId' in detalhes)) return detalhes;
  const outros = Object.fromEntries(
    Object.entries(detalhes).filter(([chave]) => chave !== 'historicoId'),
  );
  return observacao === null ? outros : { ...outros, observacao };
}

const lido = (linha: Linha): RegistroAuditoriaLido => ({
  id: linha.id!,
  ocorridoEm: linha.ocorridoEm!.toISOString(),
  acao: linha.acao!,
  rotulo: rotuloAcaoAuditoria(linha.acao!),
  pessoa:
    linha.usuarioId === null
      ? null
      : { id: linha.usuarioId, nome: linha.nome ?? '', tipoUsuario: linha.tipoUsuario },
  ip: linha.ip,
  empresa: linha.empresaId === null ? null : { id: linha.empresaId, nome: linha.empresaNome ?? '' },
  proposta:
    linha.propostaId === null
      ? null
      : { id: linha.propostaId, codigo: linha.codigo, titulo: linha.titulo },
  entidade: linha.entidade!,
  entidadeId: linha.entidadeId,
  alteracoes: linha.alteracoes,
  detalhes: detalhesLidos(linha.detalhes, linha.observacao),
});

// Who, which solution and which company, by name: what the institute reads in each row. A
// record about a solution names its company through it when the action did not.
const comNomes = <T extends PgSelect>(consulta: T) =>
  consulta
    .leftJoin(usuario, eq(usuario.id, registroAuditoria.usuarioId))
    .leftJoin(proposta, eq(proposta.id, registroAuditoria.propostaId))
    .leftJoin(
      historicoStatusProposta,
      eq(
        historicoStatusProposta.id,
        sql`(${registroAuditoria.detalhes} ->> 'historicoId')::bigint`,
      ),
    )
    .leftJoin(
      empresa,
      eq(empresa.id, sql`coalesce(${registroAuditoria.empresaId}, ${proposta.empresaId})`),
    );

export function createAuditoriaRepository(db: Database) {
  const linhas = () => comNomes(db.select(COLUNAS).from(registroAuditoria).$dynamic());

  return {
    /** A page of records, newest first, and how many the filters admit. */
    async pagina(
      filtro: AuditoriaFiltro,
      leitorId: string,
      propostaId?: string,
    ): Promise<PaginaAuditoria> {
      const onde = condicoes(filtro, leitorId, propostaId);
      const pagina = await linhas()
        .where(onde)
        .orderBy(desc(registroAuditoria.ocorridoEm), desc(registroAuditoria.id))
        .limit(filtro.tamanho)
        .offset((filtro.pagina - 1) * filtro.tamanho);
      const [contagem] = await comNomes(
        db.select({ total: count() }).from(registroAuditoria).$dynamic(),
      ).where(onde);
      return {
        itens: pagina.map(lido),
        total: contagem?.total ?? 0,
        pagina: filtro.pagina,
        tamanho: filtro.tamanho,
      };
    },

    /** Every record the filters admit, newest first, up to `limite` (the CSV). */
    async todos(
      filtro: Filtros,
      leitorId: string,
      limite: number,
    ): Promise<RegistroAuditoriaLido[]> {
      const todas = await linhas()
        .where(condicoes(filtro, leitorId))
        .orderBy(desc(registroAuditoria.ocorridoEm), desc(registroAuditoria.id))
        .limit(limite);
      return todas.map(lido);
    },

    /**
     * A solution's history, newest first ("Meus dados" of its company's people), without the
     * evaluation's records: the institute's evaluation is never shown to the company it judges.
     */
    async daProposta(propostaId: string): Promise<RegistroAuditoriaLido[]> {
      const todas = await linhas()
        .where(
          and(
            eq(registroAuditoria.propostaId, propostaId),
            ne(registroAuditoria.entidade, ENTIDADE_AVALIACAO),
          ),
        )
        .orderBy(desc(registroAuditoria.ocorridoEm), desc(registroAuditoria.id));
      return todas.map(lido);
    },

    /**
     * The records a person made or that are about their account, newest first: "Meus dados"
     * shows their access records and the rest apart.
     */
    async daPessoa(usuarioId: string, classe: ClasseAuditoria): Promise<RegistroAuditoriaLido[]> {
      const sobreAPessoa = and(
        eq(registroAuditoria.entidade, 'usuario'),
        eq(registroAuditoria.entidadeId, usuarioId),
      );
      const todas = await linhas()
        .where(
          and(
            eq(registroAuditoria.classe, classe),
            or(eq(registroAuditoria.usuarioId, usuarioId), sobreAPessoa),
          ),
        )
        .orderBy(desc(registroAuditoria.ocorridoEm), desc(registroAuditoria.id));
      return todas.map(lido);
    },

    /**
     * Removes the access records (sign-ins, sign-outs) older than `limite`; the trigger lets
     * this through only inside a transaction that announces the purge, and only for them.
     */
    async expurgarAcessosAntes(limite: Date): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('portal.expurgo_auditoria', 'acesso', true)`);
        const apagados = await tx
          .delete(registroAuditoria)
          .where(
            and(eq(registroAuditoria.classe, 'acesso'), lt(registroAuditoria.ocorridoEm, limite)),
          )
          .returning({ id: registroAuditoria.id });
        return apagados.length;
      });
    },
  };
}
