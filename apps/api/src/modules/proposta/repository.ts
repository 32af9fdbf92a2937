import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  CONTEXTO_ARQUIVO,
  FUSO_HORARIO,
  STATUS_PROPOSTA,
  type RascunhoProposta,
} from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import { proposta } from '../../db/schema-propostas.ts';

export type PropostaRow = typeof proposta.$inferSelect;

/** What access checks and status changes need, without the long texts. */
export interface PropostaAlvoRow {
  id: string;
  codigoProposta: string;
  /** Short (80), and what files about the solution are named after. */
  titulo: string;
  usuarioId: string;
  empresaId: string;
  statusPropostaId: number;
  /** Moves at every save of the form (issue 20). */
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

/**
 * The form's sections flattened into columns. A draft's missing section or blank field is null
 * (the schema already turned blanks into null), and a full payload fills every column.
 */
const colunasDe = (dados: RascunhoProposta) => {
  const destino = dados.destino ?? {};
  const tecnica = dados.descricaoTecnicaSolucao ?? {};
  const justificativa = dados.justificativa ?? {};
  const historico = dados.historicoSolucao ?? {};
  const suporte = dados.suporteSolucao ?? {};
  return {
    titulo: dados.titulo,
    descricao: dados.descricao ?? null,
    keyWords: dados.keyWords ?? null,
    destino: destino.destino ?? null,
    indiceDetalhe: destino.indiceDetalhe ?? null,
    destinoOutro: destino.destinoOutro || null,
    conceito: tecnica.conceito ?? null,
    aplicacaoPratica: tecnica.aplicacaoPratica ?? null,
    requisitosTecnicosOperacionais: tecnica.requisitosTecnicosOperacionais ?? null,
    limitacoesTecnicas: tecnica.limitacoesTecnicas ?? null,
    escalabilidade: tecnica.escalabilidade ?? null,
    beneficiosEsperados: tecnica.beneficiosEsperados ?? null,
    custosEstimados: tecnica.custosEstimados ?? null,
    modalidadeContratacao: tecnica.modalidadeContratacao || null,
    problemaResolvido: justificativa.problemaResolvido ?? null,
    beneficiosDiretos: justificativa.beneficiosDiretos ?? null,
    relevancia: justificativa.relevancia ?? null,
    diferencial: justificativa.diferencial ?? null,
    validacaoOuRegistro: historico.validacaoOuRegistro ?? null,
    // Who validated only means something when the solution was validated.
    entidadeResponsavelValidacao: historico.validacaoOuRegistro
      ? historico.entidadeResponsavelValidacao || null
      : null,
    cidadeImplementada: historico.cidadeImplementada ?? null,
    suporteNoBrasil: suporte.suporteNoBrasil ?? null,
    saas: suporte.saaS ?? null,
    tempoMedio: suporte.tempoMedio ?? null,
    tempoGarantia: suporte.tempoGarantia ?? null,
    mtbf: suporte.mtbf || null,
  };
};

const anoEmSaoPaulo = () =>
  new Intl.DateTimeFormat('en', { timeZone: FUSO_HORARIO, year: 'numeric' }).format(new Date());

/** 'CI-2025-000123': the year it was registered and a number no other proposal ever gets. */
const proximoCodigo = () =>
  sql<string>`'CI-' || ${anoEmSaoPaulo()} || '-' || lpad(nextval('proposta_codigo_seq')::text, 6, '0')`;

// Where each column sits in the form, so a refusal can name and mark the field (issue 20).
const CAMINHO_DA_COLUNA: Record<keyof ReturnType<typeof colunasDe>, string> = {
  titulo: 'titulo',
  descricao: 'descricao',
  keyWords: 'keyWords',
  destino: 'destino.destino',
  indiceDetalhe: 'destino.indiceDetalhe',
  destinoOutro: 'destino.destinoOutro',
  conceito: 'descricaoTecnicaSolucao.conceito',
  aplicacaoPratica: 'descricaoTecnicaSolucao.aplicacaoPratica',
  requisitosTecnicosOperacionais: 'descricaoTecnicaSolucao.requisitosTecnicosOperacionais',
  limitacoesTecnicas: 'descricaoTecnicaSolucao.limitacoesTecnicas',
  escalabilidade: 'descricaoTecnicaSolucao.escalabilidade',
  beneficiosEsperados: 'descricaoTecnicaSolucao.beneficiosEsperados',
  custosEstimados: 'descricaoTecnicaSolucao.custosEstimados',
  modalidadeContratacao: 'descricaoTecnicaSolucao.modalidadeContratacao',
  problemaResolvido: 'justificativa.problemaResolvido',
  beneficiosDiretos: 'justificativa.beneficiosDiretos',
  relevancia: 'justificativa.relevancia',
  diferencial: 'justificativa.diferencial',
  validacaoOuRegistro: 'historicoSolucao.validacaoOuRegistro',
  entidadeResponsavelValidacao: 'historicoSolucao.entidadeResponsavelValidacao',
  cidadeImplementada: 'historicoSolucao.cidadeImplementada',
  suporteNoBrasil: 'suporteSolucao.suporteNoBrasil',
  saas: 'suporteSolucao.saaS',
  tempoMedio: 'suporteSolucao.tempoMedio',
  tempoGarantia: 'suporteSolucao.tempoGarantia',
  mtbf: 'suporteSolucao.mtbf',
};

/** The stored solution's fields by their path in the form: what a signed submission freezes. */
export const camposDoFormulario = (row: PropostaRow): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(CAMINHO_DA_COLUNA).map(([coluna, caminho]) => [
      caminho,
      row[coluna as keyof PropostaRow] ?? null,
    ]),
  );

/**
 * The form's paths of the fields a save would change in the stored solution, with the value
 * before and after (what the version names and the audit trail keeps).
 */
export function valoresAlterados(
  atual: PropostaRow,
  dados: RascunhoProposta,
): Record<string, { de: unknown; para: unknown }> {
  return Object.fromEntries(
    Object.entries(colunasDe(dados)).flatMap(([coluna, valor]) => {
      const de = atual[coluna as keyof PropostaRow] ?? null;
      return JSON.stringify(valor) === JSON.stringify(de)
        ? []
        : [[CAMINHO_DA_COLUNA[coluna as keyof typeof CAMINHO_DA_COLUNA], { de, para: valor }]];
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

export function createPropostaRepository(db: Executor) {
  let lista: ReturnType<typeof prepararLista> | undefined;
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

    /** Rewrites what the company wrote, only while editable; false when the status moved on. */
    updateEditavel: async (id: string, dados: RascunhoProposta): Promise<boolean> => {
      const rows = await db
        .update(proposta)
        .set({ ...colunasDe(dados), dataAlteracao: sql`now()` })
        .where(
          and(
            eq(proposta.id, id),
            inArray(proposta.statusPropostaId, [
              STATUS_PROPOSTA.AGUARDANDO_EMPRESA,
              STATUS_PROPOSTA.SOLICITACOES_FEITAS,
            ]),
          ),
        )
        .returning({ id: proposta.id });
      return rows.length > 0;
    },

    /** The whole row, locked until the transaction ends: a save compares and writes on it. */
    lockParaEdicao: async (id: string): Promise<PropostaRow | null> => {
      const [row] = await db.select().from(proposta).where(eq(proposta.id, id)).for('update');
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

    /**
     * A user's solutions, highest status first (spec, section 9), then the newest; whole rows,
     * since the list says what each one still lacks. A user has a handful, never thousands.
     */
    /** A company's solutions, as its list shows them. */
    listByEmpresa: (empresaId: string) => (lista ??= prepararLista(db)).execute({ empresaId }),
  };
}

export type PropostaRepository = ReturnType<typeof createPropostaRepository>;
