import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  CAMPOS_SOLUCAO,
  type CampoDaSolucao,
  type FacetasSolucoes,
  type MunicipioPublico,
  type SolucoesFiltro,
} from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { correspondeBusca, destaqueBusca, relevanciaBusca } from '../../infra/db/busca-textual.ts';
import { arquivo, empresa, estado, municipio } from '../../infra/db/schema.ts';
import { textoPortal } from '../../infra/db/schema-envios.ts';
import { proposta } from '../../infra/db/schema-propostas.ts';
import { palavraBusca } from '../../infra/db/schema-repositorio.ts';
import { comoCompleta } from '../proposta/proposta-completa.ts';
import type { CriterioBusca } from './busca.ts';
import { ehFoto, publicada } from './condicoes.ts';
import { contarFacetas, filtrosAplicados } from './facetas.ts';

// What the search reads is what the public reads: the portal's revised text where there is one
// (documents kept by the database, 0032_busca_em_portugues.sql).
const documentoPublicado = sql`coalesce(${textoPortal}.documento_busca, ${proposta}.documento_busca)`;
const tituloPublicado = sql<string>`coalesce(${textoPortal.campos} ->> 'titulo', ${proposta.titulo})`;
const descricaoPublicada = sql<string>`coalesce(${textoPortal.campos} ->> 'descricao', ${proposta.descricao})`;

const correspondencia = (criterio: CriterioBusca) =>
  criterio === null ? undefined : correspondeBusca(documentoPublicado, criterio.busca);

const relevancia = (criterio: CriterioBusca): SQL<number> =>
  criterio === null ? sql<number>`0::real` : relevanciaBusca(documentoPublicado, criterio.busca);

/**
 * Published, within the filters and matching the search; undefined parts drop out of `and`.
 */
const condicoes = (filtro: SolucoesFiltro, criterio: CriterioBusca) =>
  and(publicada(), ...filtrosAplicados(filtro), correspondencia(criterio));

// Without search words nothing reads the portal text's table, and PostgreSQL drops the join.
const comTextoPortal = eq(textoPortal.propostaId, proposta.id);

/**
 * The texts the public sees: the portal's revision (status 9) over the signed ones,
 * which stay as the company signed them.
 */
function comoPublicada<T extends { id: string; textoPortal: Record<string, unknown> | null }>(
  linha: T,
) {
  const { textoPortal: revisado, ...assinada } = linha;
  return comoCompleta<Omit<T, 'textoPortal'>>({ ...assinada, ...revisado } as Omit<
    T,
    'textoPortal'
  >);
}

// What a card shows. The company's columns are named one by one: its row holds CPF, RG and
// e-mail of the legal representative, which must never be selected here.
const colunasResumo = {
  id: proposta.id,
  titulo: proposta.titulo,
  descricao: proposta.descricao,
  keyWords: proposta.keyWords,
  destino: proposta.destino,
  indiceDetalhe: proposta.indiceDetalhe,
  publicadaEm: proposta.publicadaEm,
  empresaNomeOficial: empresa.nomeOficial,
  empresaNomeFantasia: empresa.nomeFantasia,
  empresaWebSite: empresa.webSite,
  parecerComDct: proposta.parecerComDct,
  textoPortal: textoPortal.campos,
};

type CampoPublico = Extract<CampoDaSolucao, { publico: true }>;

const colunasDetalhe = {
  ...colunasResumo,
  municipiosImplantada: proposta.municipiosImplantada,
  ...(Object.fromEntries(
    CAMPOS_SOLUCAO.filter((campo): campo is CampoPublico => campo.publico).map((campo) => [
      campo.coluna,
      proposta[campo.coluna],
    ]),
  ) as { [C in CampoPublico as C['coluna']]: (typeof proposta)[C['coluna']] }),
};

// Newest publication first; the id breaks ties so paging never repeats or skips a card. With a
// search, relevance comes before both.
const ordem = [desc(proposta.publicadaEm), desc(proposta.id)];

export function createRepositorioRepository(db: Executor) {
  /** Each of these municipalities' name and state, by IBGE code. */
  const municipiosPorCodigo = async (
    codigos: readonly number[],
  ): Promise<Map<number, MunicipioPublico>> =>
    codigos.length === 0
      ? new Map()
      : new Map(
          (
            await db
              .select({ id: municipio.id, nome: municipio.descricao, uf: estado.sigla })
              .from(municipio)
              .innerJoin(estado, eq(estado.id, municipio.estadoId))
              .where(inArray(municipio.id, [...codigos]))
          ).map(({ id, ...resto }) => [id, resto]),
        );

  return {
    /**
     * One page of cards. The page is chosen on the proposals alone (a narrow sort, or an index
     * walk) and only its rows are joined to their companies: a deep page no longer joins the
     * thousands of rows it skips.
     */
    pagina: (filtro: SolucoesFiltro, criterio: CriterioBusca) => {
      const escolhidas = db
        .select({
          id: proposta.id,
          publicadaEm: proposta.publicadaEm,
          relevancia: relevancia(criterio).as('relevancia'),
        })
        .from(proposta)
        .leftJoin(textoPortal, comTextoPortal)
        .where(condicoes(filtro, criterio))
        .orderBy(...(criterio === null ? ordem : [desc(relevancia(criterio)), ...ordem]))
        .limit(filtro.tamanho)
        .offset((filtro.pagina - 1) * filtro.tamanho)
        .as('escolhidas');
      const destacar = criterio?.busca ?? null;
      return db
        .select({
          ...colunasResumo,
          tituloDestacado:
            destacar === null ? sql<string | null>`null` : destaqueBusca(tituloPublicado, destacar),
          descricaoDestacada:
            destacar === null
              ? sql<string | null>`null`
              : destaqueBusca(descricaoPublicada, destacar),
        })
        .from(escolhidas)
        .innerJoin(proposta, eq(proposta.id, escolhidas.id))
        .innerJoin(empresa, eq(empresa.id, proposta.empresaId))
        .leftJoin(textoPortal, comTextoPortal)
        .orderBy(
          sql.raw(`"escolhidas"."relevancia" desc`),
          desc(escolhidas.publicadaEm),
          desc(escolhidas.id),
        )
        .then((linhas) => linhas.map(comoPublicada));
    },

    total: async (filtro: SolucoesFiltro, criterio: CriterioBusca): Promise<number> => {
      const [row] = await db
        .select({ n: count() })
        .from(proposta)
        .leftJoin(textoPortal, comTextoPortal)
        .where(condicoes(filtro, criterio));
      return row?.n ?? 0;
    },

    /** For each filter, how many solutions each of its values gives with the other filters. */
    facetas: (filtro: SolucoesFiltro, criterio: CriterioBusca): Promise<FacetasSolucoes> =>
      contarFacetas(
        db,
        filtro,
        sql`from ${proposta} left join ${textoPortal} on ${comTextoPortal}
          where ${and(publicada(), correspondencia(criterio))}`,
        municipiosPorCodigo,
      ),

    municipiosPorCodigo,

    /**
     * For each word, the published word (of a title or keywords) it most resembles by trigrams,
     * if any is close enough (pg_trgm's threshold, 0.3); shorter words first on a tie.
     */
    semelhantes: async (chaves: readonly string[]): Promise<Map<string, string>> => {
      if (chaves.length === 0) return new Map();
      const linhas = await db
        .select({
          chave: sql<string>`t.chave`,
          palavra: sql<string | null>`(select ${palavraBusca.palavra} from ${palavraBusca}
            where ${palavraBusca.chave} operator(extensoes.%) t.chave
            order by extensoes.similarity(${palavraBusca.chave}, t.chave) desc,
              length(${palavraBusca.chave}), ${palavraBusca.chave}
            limit 1)`,
        })
        .from(sql`unnest(string_to_array(${chaves.join(' ')}, ' ')) as t(chave)`);
      return new Map(
        linhas.flatMap(({ chave, palavra }) => (palavra === null ? [] : [[chave, palavra]])),
      );
    },

    /** The first photo (oldest upload) of each of these solutions: the card's picture. */
    primeirasFotos: (propostaIds: string[]) =>
      propostaIds.length === 0
        ? Promise.resolve([])
        : db
            .selectDistinctOn([arquivo.propostaId], {
              propostaId: arquivo.propostaId,
              id: arquivo.id,
            })
            .from(arquivo)
            .where(and(inArray(arquivo.propostaId, propostaIds), ehFoto()))
            .orderBy(arquivo.propostaId, asc(arquivo.dataHoraInclusao), asc(arquivo.id)),

    findPublicada: async (id: string) => {
      const [row] = await db
        .select(colunasDetalhe)
        .from(proposta)
        .innerJoin(empresa, eq(empresa.id, proposta.empresaId))
        .leftJoin(textoPortal, comTextoPortal)
        .where(and(eq(proposta.id, id), publicada()));
      return row ? comoPublicada(row) : null;
    },

    /** Every published solution, for the open data: a few MB at the call's size. */
    todas: () =>
      db
        .select(colunasResumo)
        .from(proposta)
        .innerJoin(empresa, eq(empresa.id, proposta.empresaId))
        .leftJoin(textoPortal, comTextoPortal)
        .where(publicada())
        .orderBy(...ordem)
        .then((linhas) => linhas.map(comoPublicada)),

    /**
     * These solutions as their cards show them, with the version a record cites; an id that is
     * not published is simply missing from the answer.
     */
    publicadasComVersao: (ids: readonly string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ ...colunasResumo, versao: proposta.versao })
            .from(proposta)
            .innerJoin(empresa, eq(empresa.id, proposta.empresaId))
            .leftJoin(textoPortal, comTextoPortal)
            .where(and(inArray(proposta.id, [...ids]), publicada()))
            .then((linhas) => linhas.map(comoPublicada)),

    /**
     * The solutions published in (`desde`, `ate`] that a saved search finds, most relevant first:
     * what its daily alert tells. The search runs as typed; a typo finds nothing new.
     */
    publicadasEntre: (
      filtro: Omit<SolucoesFiltro, 'pagina' | 'tamanho'>,
      desde: Date,
      ate: Date,
      limite: number,
    ) => {
      const criterio: CriterioBusca = filtro.busca ? { busca: filtro.busca } : null;
      return db
        .select({ id: proposta.id, titulo: tituloPublicado })
        .from(proposta)
        .leftJoin(textoPortal, comTextoPortal)
        .where(
          and(
            condicoes({ ...filtro, pagina: 1, tamanho: limite }, criterio),
            gt(proposta.publicadaEm, desde),
            lte(proposta.publicadaEm, ate),
          ),
        )
        .orderBy(...(criterio === null ? ordem : [desc(relevancia(criterio)), ...ordem]))
        .limit(limite);
    },

    /** What a sitemap needs, without the long texts. */
    listarParaSitemap: () =>
      db
        .select({ id: proposta.id, publicadaEm: proposta.publicadaEm })
        .from(proposta)
        .where(publicada())
        .orderBy(...ordem),
  };
}

export type LinhaResumo = Awaited<
  ReturnType<ReturnType<typeof createRepositorioRepository>['todas']>
>[number];
export type LinhaPagina = Awaited<
  ReturnType<ReturnType<typeof createRepositorioRepository>['pagina']>
>[number];
export type LinhaDetalhe = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createRepositorioRepository>['findPublicada']>>
>;
