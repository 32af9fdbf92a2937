import { and, desc, eq, sql } from 'drizzle-orm';
import { CONTEXTO_ARQUIVO, FUSO_HORARIO, STATUS_PROPOSTA, type Proposta } from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import { proposta } from '../../db/schema-propostas.ts';

export type PropostaRow = typeof proposta.$inferSelect;

/** What access checks and status changes need, without the long texts. */
export interface PropostaAlvoRow {
  id: string;
  codigoProposta: string;
  usuarioId: string;
  empresaId: string;
  statusPropostaId: number;
}

const alvoColumns = {
  id: proposta.id,
  codigoProposta: proposta.codigoProposta,
  usuarioId: proposta.usuarioId,
  empresaId: proposta.empresaId,
  statusPropostaId: proposta.statusPropostaId,
};

const vazioParaNull = (texto: string | null | undefined) => texto || null;

/** The form's sections flattened into columns; empty optional texts are stored as null. */
const colunasDe = (dados: Proposta) => ({
  titulo: dados.titulo,
  descricao: dados.descricao,
  keyWords: dados.keyWords,
  destino: dados.destino.destino,
  indiceDetalhe: dados.destino.indiceDetalhe,
  destinoOutro: vazioParaNull(dados.destino.destinoOutro),
  ...dados.descricaoTecnicaSolucao,
  modalidadeContratacao: vazioParaNull(dados.descricaoTecnicaSolucao.modalidadeContratacao),
  ...dados.justificativa,
  validacaoOuRegistro: dados.historicoSolucao.validacaoOuRegistro,
  // Who validated only means something when the solution was validated.
  entidadeResponsavelValidacao: dados.historicoSolucao.validacaoOuRegistro
    ? vazioParaNull(dados.historicoSolucao.entidadeResponsavelValidacao)
    : null,
  cidadeImplementada: dados.historicoSolucao.cidadeImplementada,
  suporteNoBrasil: dados.suporteSolucao.suporteNoBrasil,
  saas: dados.suporteSolucao.saaS ?? null,
  tempoMedio: dados.suporteSolucao.tempoMedio,
  tempoGarantia: dados.suporteSolucao.tempoGarantia,
  mtbf: vazioParaNull(dados.suporteSolucao.mtbf),
});

const anoEmSaoPaulo = () =>
  new Intl.DateTimeFormat('en', { timeZone: FUSO_HORARIO, year: 'numeric' }).format(new Date());

/** 'CI-2025-000123': the year it was registered and a number no other proposal ever gets. */
const proximoCodigo = () =>
  sql<string>`'CI-' || ${anoEmSaoPaulo()} || '-' || lpad(nextval('proposta_codigo_seq')::text, 6, '0')`;

export function createPropostaRepository(db: Executor) {
  return {
    /** Inserts a new proposal at status 1 and returns its readable code. */
    insert: async (
      id: string,
      dono: { usuarioId: string; empresaId: string },
      dados: Proposta,
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

    /** Rewrites what the company wrote, only while editable; false when the status moved on. */
    updateEditavel: async (id: string, dados: Proposta): Promise<boolean> => {
      const rows = await db
        .update(proposta)
        .set({ ...colunasDe(dados), dataAlteracao: sql`now()` })
        .where(
          and(
            eq(proposta.id, id),
            eq(proposta.statusPropostaId, STATUS_PROPOSTA.AGUARDANDO_EMPRESA),
          ),
        )
        .returning({ id: proposta.id });
      return rows.length > 0;
    },

    findById: async (id: string): Promise<PropostaRow | null> => {
      const [row] = await db.select().from(proposta).where(eq(proposta.id, id));
      return row ?? null;
    },

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

    /** A user's solutions, highest status first (spec, section 9), then the newest. */
    listByUsuario: (usuarioId: string) =>
      db
        .select({
          id: proposta.id,
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
        })
        .from(proposta)
        .where(eq(proposta.usuarioId, usuarioId))
        .orderBy(desc(proposta.statusPropostaId), desc(proposta.dataCadastro), desc(proposta.id)),
  };
}

export type PropostaRepository = ReturnType<typeof createPropostaRepository>;
