import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CONTEXTO_ARQUIVO, type AnaliseFiltro, type OrdemAnalise } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { arquivo, empresa } from '../../infra/db/schema.ts';
import { atribuicao, avaliacaoResumo } from '../../infra/db/schema-avaliacao.ts';
import { proposta } from '../../infra/db/schema-propostas.ts';
import { chaveDeOrdenacao } from '../../infra/db/sql-texto.ts';
import { semConflitoSql } from './policies.ts';
import { empresaCorresponde } from '../cadastro/empresa-busca.ts';
import { propostaCorresponde } from '../proposta/proposta-busca.ts';

export type Direcao = 'asc' | 'desc';

/**
 * The filters of the staff's table as one condition (undefined parts drop out of `and`). The
 * evaluation's filters (who evaluates, how far) leave out the solutions the reader declared a
 * conflict with: a row that came and went with them would tell what the conflict hides.
 */
function condicoes(filtro: AnaliseFiltro, leitorId: string): SQL | undefined {
  const { status, eixo, capacidade, empresa: termoEmpresa, busca, avaliador, avaliacao } = filtro;
  return and(
    avaliador || avaliacao ? semConflitoSql(leitorId, proposta.id) : undefined,
    status && status.length > 0 ? inArray(proposta.statusPropostaId, status) : undefined,
    eixo !== undefined ? eq(proposta.destino, eixo) : undefined,
    capacidade !== undefined ? eq(proposta.indiceDetalhe, capacidade) : undefined,
    termoEmpresa ? empresaCorresponde(termoEmpresa) : undefined,
    busca ? propostaCorresponde(busca) : undefined,
    avaliador
      ? sql`exists (select 1 from ${atribuicao} where ${atribuicao.propostaId} = ${proposta.id}
          and ${atribuicao.avaliadorId} = ${avaliador} and ${atribuicao.removidaEm} is null)`
      : undefined,
    avaliacao === 'avaliadas'
      ? sql`${avaliacaoResumo.atribuidas} > 0 and ${avaliacaoResumo.enviadas} >= ${avaliacaoResumo.atribuidas}`
      : undefined,
    avaliacao === 'pendentes'
      ? sql`${avaliacaoResumo.enviadas} < ${avaliacaoResumo.atribuidas}`
      : undefined,
  );
}

// Codes have one fixed shape ('CI-2025-000123'), so every collation orders them alike and the
// unique index on the column serves the sort.
const codigo = proposta.codigoProposta;

/** Sort keys per column; the code breaks ties so paging never repeats or skips a row. */
function ordenacao(ordem: OrdemAnalise, direcao: Direcao, leitorId: string): SQL[] {
  const dir = direcao === 'asc' ? asc : desc;
  switch (ordem) {
    case 'codigoProposta':
      return [dir(codigo)];
    case 'nomeOficialEmpresa':
      return [dir(chaveDeOrdenacao(empresa.nomeOficialNormalizado)), dir(codigo)];
    case 'tituloProposta':
      return [dir(chaveDeOrdenacao(proposta.tituloNormalizado)), dir(codigo)];
    case 'status':
      return [dir(proposta.statusPropostaId), dir(codigo)];
    case 'dataHoraEnvioPDF':
      // Unsent solutions last in both directions: the table is about what arrived.
      return [sql`${proposta.dataHoraEnvioPdf} ${sql.raw(direcao)} nulls last`, dir(codigo)];
    case 'nota':
      // Solutions without a submitted evaluation last in both directions, as unsent ones above;
      // so are those the reader declared a conflict with, whose place would reveal their score.
      return [
        sql`(case when ${semConflitoSql(leitorId, proposta.id)} then ${avaliacaoResumo.media} end)
          ${sql.raw(direcao)} nulls last`,
        dir(codigo),
      ];
  }
}

export function createAnaliseRepository(db: Executor) {
  return {
    pagina: (filtro: AnaliseFiltro, direcao: Direcao, leitorId: string) =>
      db
        .select({
          id: proposta.id,
          codigoProposta: proposta.codigoProposta,
          nomeOficialEmpresa: empresa.nomeOficial,
          cnpjEmpresa: empresa.cnpj,
          empresaId: proposta.empresaId,
          titulo: proposta.titulo,
          statusPropostaId: proposta.statusPropostaId,
          destino: proposta.destino,
          indiceDetalhe: proposta.indiceDetalhe,
          dataHoraEnvioPdf: proposta.dataHoraEnvioPdf,
          atribuidas: avaliacaoResumo.atribuidas,
          enviadas: avaliacaoResumo.enviadas,
          media: avaliacaoResumo.media,
          amplitude: avaliacaoResumo.amplitude,
        })
        .from(proposta)
        .innerJoin(empresa, eq(empresa.id, proposta.empresaId))
        .leftJoin(avaliacaoResumo, eq(avaliacaoResumo.propostaId, proposta.id))
        .where(condicoes(filtro, leitorId))
        .orderBy(...ordenacao(filtro.ordem, direcao, leitorId))
        .limit(filtro.tamanho)
        .offset((filtro.pagina - 1) * filtro.tamanho),

    total: async (filtro: AnaliseFiltro, leitorId: string): Promise<number> => {
      const [row] = await db
        .select({ n: count() })
        .from(proposta)
        .innerJoin(empresa, eq(empresa.id, proposta.empresaId))
        .leftJoin(avaliacaoResumo, eq(avaliacaoResumo.propostaId, proposta.id))
        .where(condicoes(filtro, leitorId));
      return row?.n ?? 0;
    },

    /** The companies' CNPJ cards (context 13), newest first, for the rows of one page. */
    cartoesCnpj: (empresaIds: string[]) =>
      empresaIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              empresaId: arquivo.empresaId,
              id: arquivo.id,
              nomeOriginal: arquivo.nomeOriginal,
            })
            .from(arquivo)
            .where(
              and(
                inArray(arquivo.empresaId, empresaIds),
                eq(arquivo.contexto, CONTEXTO_ARQUIVO.PROVA_CNPJ),
              ),
            )
            .orderBy(desc(arquivo.dataHoraInclusao)),
  };
}

export type LinhaAnalise = Awaited<
  ReturnType<ReturnType<typeof createAnaliseRepository>['pagina']>
>[number];
