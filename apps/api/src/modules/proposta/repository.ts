import { desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  CAMPOS_SOLUCAO,
  CONTEXTO_ARQUIVO,
  FUSO_HORARIO,
  lerCaminho,
  STATUS_PROPOSTA,
  type ColunaCampoSolucao,
  type RascunhoProposta,
} from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { proposta, versaoListaEmpresa } from '../../infra/db/schema-propostas.ts';

export type PropostaRow = typeof proposta.$inferSelect;

/**
 * The columns a draft save writes: only the fields `valoresAlterados` found changed, with the
 * new values it computed; the others already hold what the save sends.
 */
export const colunasAlteradas = (alteracoes: Record<string, { para: unknown }>) =>
  Object.fromEntries(
    CAMPOS_SOLUCAO.filter(({ caminho }) => caminho in alteracoes).map(({ caminho, coluna }) => [
      coluna,
      alteracoes[caminho]!.para,
    ]),
  );

/** What access checks and status changes need, without the long texts. */
export interface PropostaAlvoRow {
  id: string;
  codigoProposta: string;
  /** Short (80), and what files about the solution are named after. */
  titulo: string;
  usuarioId: string;
  empresaId: string;
  statusPropostaId: number;
  /** Moves at every save of the form. */
  versao: number;
}

const alvoColumns = {
  id: proposta.id,
  codigoProposta: proposta.codigoProposta,
  titulo: proposta.titulo,
  usuarioId: proposta.usuarioId,
  empresaId: proposta.empresaId,
  statusPropostaId: proposta.statusPropostaId,
  versao: proposta.versao,
};

type ColunasDaSolucao = Pick<typeof proposta.$inferInsert, ColunaCampoSolucao>;

/**
 * The form's sections flattened into columns. A draft's missing section or blank field is null
 * (the schema already turned blanks into null), and a full payload fills every column.
 */
const colunasDe = (dados: RascunhoProposta): ColunasDaSolucao => {
  const colunas = Object.fromEntries(
    CAMPOS_SOLUCAO.map((campo) => {
      const valor = lerCaminho(dados, campo.caminho);
      return [campo.coluna, valor === '' || valor === undefined ? null : valor];
    }),
  ) as ColunasDaSolucao;
  // Who validated only means something when the solution was validated.
  if (!dados.historicoSolucao?.validacaoOuRegistro) colunas.entidadeResponsavelValidacao = null;
  return colunas;
};

const anoEmSaoPaulo = () =>
  new Intl.DateTimeFormat('en', { timeZone: FUSO_HORARIO, year: 'numeric' }).format(new Date());

/** 'CI-2025-000123': the year it was registered and a number no other proposal ever gets. */
const proximoCodigo = () =>
  sql<string>`'CI-' || ${anoEmSaoPaulo()} || '-' || lpad(nextval('proposta_codigo_seq')::text, 6, '0')`;

/** The stored solution's fields by their path in the form: what a signed submission freezes. */
export const camposDoFormulario = (row: PropostaRow): Record<string, unknown> =>
  Object.fromEntries(CAMPOS_SOLUCAO.map((campo) => [campo.caminho, row[campo.coluna] ?? null]));

/**
 * The form's paths of the fields a save would change in the stored solution, with the value
 * before and after (what the version names and the audit trail keeps).
 */
export function valoresAlterados(
  atual: PropostaRow,
  dados: RascunhoProposta,
): Record<string, { de: unknown; para: unknown }> {
  const novas = colunasDe(dados);
  return Object.fromEntries(
    CAMPOS_SOLUCAO.flatMap(({ caminho, coluna }) => {
      const de = atual[coluna] ?? null;
      const para = novas[coluna];
      return JSON.stringify(para) === JSON.stringify(de) ? [] : [[caminho, { de, para }]];
    }),
  );
}

// The company's list is the most requested read behind a session: prepared once per database
// handle, Drizzle does not build it and PostgreSQL does not plan it again on every request.
const prepararLista = (db: Executor) =>
  db
    .select({
      // Only what the list shows: the texts are read once per version, for the completeness.
      id: proposta.id,
      versao: proposta.versao,
      dataAlteracao: proposta.dataAlteracao,
      codigoProposta: proposta.codigoProposta,
      titulo: proposta.titulo,
      keyWords: proposta.keyWords,
      destino: proposta.destino,
      indiceDetalhe: proposta.indiceDetalhe,
      statusPropostaId: proposta.statusPropostaId,
      dataHoraEnvioPdf: proposta.dataHoraEnvioPdf,
      // Written out in full: in a one-table select the builder leaves columns unqualified,
      // and `id` inside these subqueries would then mean their own table's.
      observacao: sql<string | null>`(
        select h.observacao from historico_status_proposta h
        where h.proposta_id = proposta.id
        order by h.data_hora desc, h.id desc
        limit 1)`,
      possuiFormAssinado: sql<boolean>`exists (
        select 1 from arquivo a
        where a.proposta_id = proposta.id and a.contexto = ${CONTEXTO_ARQUIVO.FORM_ASSINADO})`,
      fotos: sql<number>`(
        select count(*)::int from arquivo a
        where a.proposta_id = proposta.id and a.contexto = ${CONTEXTO_ARQUIVO.FOTOS})`,
    })
    .from(proposta)
    .where(eq(proposta.empresaId, sql.placeholder('empresaId')))
    .orderBy(desc(proposta.statusPropostaId), desc(proposta.dataCadastro), desc(proposta.id))
    .prepare('proposta_lista_da_empresa');

// Read before every company's list: prepared once per database handle.
const prepararVersaoDaLista = (db: Executor) =>
  db
    .select({ versao: versaoListaEmpresa.versao })
    .from(versaoListaEmpresa)
    .where(eq(versaoListaEmpresa.empresaId, sql.placeholder('empresaId')))
    .prepare('versao_lista_empresa');

export function createPropostaRepository(db: Executor) {
  let lista: ReturnType<typeof prepararLista> | undefined;
  let versaoDaLista: ReturnType<typeof prepararVersaoDaLista> | undefined;
  return {
    /** Inserts a new proposal at status 1 and returns its readable code. */
    insert: async (
      id: string,
      dono: { usuarioId: string; empresaId: string },
      dados: RascunhoProposta,
    ): Promise<string> => {
      const [row] = await db
        .insert(proposta)
        .values({
          id,
          codigoProposta: proximoCodigo(),
          ...dono,
          ...colunasDe(dados),
          statusPropostaId: STATUS_PROPOSTA.AGUARDANDO_EMPRESA,
        })
        .returning({ codigoProposta: proposta.codigoProposta });
      return row!.codigoProposta;
    },

    /**
     * The whole row a save starts from, locked until the transaction ends when `travar`, with its
     * `marca`: PostgreSQL's `xmin`, the transaction that wrote this version of the row, which
     * any later update of any column replaces. A save that writes on the condition that the mark
     * is unchanged writes over exactly the row it read (`versoes.registrarSeInalterada`).
     */
    paraEdicao: async (
      id: string,
      { travar }: { travar: boolean },
    ): Promise<(PropostaRow & { marca: string }) | null> => {
      const consulta = db
        .select({ ...getTableColumns(proposta), marca: sql<string>`xmin::text` })
        .from(proposta)
        .where(eq(proposta.id, id));
      const [row] = await (travar ? consulta.for('update') : consulta);
      return row ?? null;
    },

    findById: async (id: string): Promise<PropostaRow | null> => {
      const [row] = await db.select().from(proposta).where(eq(proposta.id, id));
      return row ?? null;
    },

    /** Whole rows, for the completeness of the versions the list has not computed yet. */
    findByIds: (ids: readonly string[]): Promise<PropostaRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(proposta)
            .where(inArray(proposta.id, [...ids])),

    findAlvo: async (id: string): Promise<PropostaAlvoRow | null> => {
      const [row] = await db.select(alvoColumns).from(proposta).where(eq(proposta.id, id));
      return row ?? null;
    },

    /**
     * The same, with the row locked until the transaction ends: uploads, the signed form and
     * deletions of one proposal queue here, so a count or a status read stays true until commit.
     */
    lockAlvo: async (id: string): Promise<PropostaAlvoRow | null> => {
      const [row] = await db
        .select(alvoColumns)
        .from(proposta)
        .where(eq(proposta.id, id))
        .for('update');
      return row ?? null;
    },

    /** The current status, always written with its history entry (see historico-repository). */
    setStatus: async (
      id: string,
      statusPropostaId: number,
      dataHoraEnvioPdf: 'agora' | null | undefined,
    ): Promise<void> => {
      await db
        .update(proposta)
        .set({
          statusPropostaId,
          ...(dataHoraEnvioPdf === undefined
            ? {}
            : { dataHoraEnvioPdf: dataHoraEnvioPdf === 'agora' ? sql`now()` : null }),
        })
        .where(eq(proposta.id, id));
    },

    /** A company's solutions as its list shows them: highest status first (spec, section 9). */
    listByEmpresa: (empresaId: string) => (lista ??= prepararLista(db)).execute({ empresaId }),

    /**
     * The version of the company's list, which the database moves on every change the list shows
     * (migrations/0043); 0 before its first solution.
     */
    versaoDaLista: async (empresaId: string): Promise<number> => {
      const [row] = await (versaoDaLista ??= prepararVersaoDaLista(db)).execute({ empresaId });
      return row?.versao ?? 0;
    },
  };
}

export type PropostaRepository = ReturnType<typeof createPropostaRepository>;
