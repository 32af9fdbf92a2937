import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { CAMPOS_SOLUCAO, type CampoDaSolucao, type SolucoesFiltro } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { arquivo, empresa } from '../../infra/db/schema.ts';
import { textoPortal } from '../../infra/db/schema-envios.ts';
import { proposta } from '../../infra/db/schema-propostas.ts';
import { contemNormalizado } from '../../infra/db/sql-texto.ts';
import { comoCompleta } from '../proposta/proposta-completa.ts';
import { ehFoto, publicada } from './condicoes.ts';

/** What the search reads: the portal's revised text where there is one. */
const buscaPublicada = sql`coalesce(${textoPortal.buscaNormalizada}, ${proposta.buscaNormalizada})`;

/** Every word in the title, description or keywords; undefined parts drop out of `and`. */
const condicoes = (filtro: SolucoesFiltro, palavras: readonly string[]) =>
  and(
    publicada(),
    filtro.eixo !== undefined ? eq(proposta.destino, filtro.eixo) : undefined,
    filtro.capacidade !== undefined ? eq(proposta.indiceDetalhe, filtro.capacidade) : undefined,
    ...palavras.map((palavra) => contemNormalizado(buscaPublicada, palavra)),
  );

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
  textoPortal: textoPortal.campos,
};

type CampoPublico = Extract<CampoDaSolucao, { publico: true }>;

const colunasDetalhe = {
  ...colunasResumo,
  ...(Object.fromEntries(
    CAMPOS_SOLUCAO.filter((campo): campo is CampoPublico => campo.publico).map((campo) => [
      campo.coluna,
      proposta[campo.coluna],
    ]),
  ) as { [C in CampoPublico as C['coluna']]: (typeof proposta)[C['coluna']] }),
};

// Newest publication first; the id breaks ties so paging never repeats or skips a card.
const ordem = [desc(proposta.publicadaEm), desc(proposta.id)];

export function createRepositorioRepository(db: Executor) {
  return {
    /**
     * One page of cards. The page is chosen on the proposals alone (a narrow sort, or an index
     * walk) and only its rows are joined to their companies: a deep page no longer joins the
     * thousands of rows it skips.
     */
    pagina: (filtro: SolucoesFiltro, palavras: readonly string[]) => {
      const escolhidas = db
        .select({ id: proposta.id, publicadaEm: proposta.publicadaEm })
        .from(proposta)
        .leftJoin(textoPortal, comTextoPortal)
        .where(condicoes(filtro, palavras))
        .orderBy(...ordem)
        .limit(filtro.tamanho)
        .offset((filtro.pagina - 1) * filtro.tamanho)
        .as('escolhidas');
      return db
        .select(colunasResumo)
        .from(escolhidas)
        .innerJoin(proposta, eq(proposta.id, escolhidas.id))
        .innerJoin(empresa, eq(empresa.id, proposta.empresaId))
        .leftJoin(textoPortal, comTextoPortal)
        .orderBy(desc(escolhidas.publicadaEm), desc(escolhidas.id))
        .then((linhas) => linhas.map(comoPublicada));
    },

    total: async (filtro: SolucoesFiltro, palavras: readonly string[]): Promise<number> => {
      const [row] = await db
        .select({ n: count() })
        .from(proposta)
        .leftJoin(textoPortal, comTextoPortal)
        .where(condicoes(filtro, palavras));
      return row?.n ?? 0;
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
  ReturnType<ReturnType<typeof createRepositorioRepository>['pagina']>
>[number];
export type LinhaDetalhe = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createRepositorioRepository>['findPublicada']>>
>;
