import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { expressaoNormalizada } from './sql-texto.ts';
import { arquivo, empresa, usuario } from './schema.ts';

// Mirrors migrations/0004_propostas.sql, 0005_equipe.sql, 0011_rascunho_proposta.sql and
// 0043_versao_lista_empresa.sql, the source of truth.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const statusProposta = pgTable('status_proposta', {
  id: integer('id').primaryKey(),
  descricao: varchar('descricao', { length: 100 }).notNull(),
});

export const proposta = pgTable(
  'proposta',
  {
    id: uuid('id').primaryKey(),
    codigoProposta: varchar('codigo_proposta', { length: 20 })
      .notNull()
      .unique('proposta_codigo_key'),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresa.id),
    titulo: varchar('titulo', { length: 80 }).notNull(),
    descricao: varchar('descricao', { length: 300 }),
    keyWords: text('key_words').array(),
    destino: integer('destino'),
    indiceDetalhe: integer('indice_detalhe'),
    destinoOutro: varchar('destino_outro', { length: 200 }),
    conceito: varchar('conceito', { length: 777 }),
    aplicacaoPratica: varchar('aplicacao_pratica', { length: 777 }),
    requisitosTecnicosOperacionais: varchar('requisitos_tecnicos_operacionais', {
      length: 777,
    }),
    limitacoesTecnicas: varchar('limitacoes_tecnicas', { length: 777 }),
    escalabilidade: varchar('escalabilidade', { length: 777 }),
    beneficiosEsperados: varchar('beneficios_esperados', { length: 777 }),
    custosEstimados: varchar('custos_estimados', { length: 777 }),
    modalidadeContratacao: varchar('modalidade_contratacao', { length: 2000 }),
    problemaResolvido: varchar('problema_resolvido', { length: 777 }),
    beneficiosDiretos: varchar('beneficios_diretos', { length: 777 }),
    relevancia: varchar('relevancia', { length: 777 }),
    diferencial: varchar('diferencial', { length: 777 }),
    validacaoOuRegistro: boolean('validacao_ou_registro'),
    entidadeResponsavelValidacao: varchar('entidade_responsavel_validacao', { length: 200 }),
    cidadeImplementada: varchar('cidade_implementada', { length: 400 }),
    suporteNoBrasil: boolean('suporte_no_brasil'),
    saas: boolean('saas'),
    tempoMedio: varchar('tempo_medio', { length: 500 }),
    tempoGarantia: varchar('tempo_garantia', { length: 500 }),
    mtbf: varchar('mtbf', { length: 500 }),
    statusPropostaId: integer('status_proposta_id')
      .notNull()
      .default(1)
      .references(() => statusProposta.id),
    dataCadastro: timestamptz('data_cadastro').notNull().defaultNow(),
    dataAlteracao: timestamptz('data_alteracao').notNull().defaultNow(),
    dataHoraEnvioPdf: timestamptz('data_hora_envio_pdf'),
    // Kept by the database for search and sort (lib/sql-texto.ts); never written by the app.
    tituloNormalizado: text('titulo_normalizado').generatedAlwaysAs(expressaoNormalizada('titulo')),
    // The public catalogue's publication date (0006_repositorio.sql, where a trigger keeps it);
    // never written by the app. Its search document, `documento_busca` (0032), is left out of
    // this schema on purpose: rows read whole never carry it; the search names it in SQL.
    publicadaEm: timestamptz('publicada_em'),
    // Kept by triggers of 0040_facetas_municipio_parecer.sql, never written by the app: the IBGE
    // codes the published `cidadeImplementada` names, and whether the last technical opinion
    // came with a DCT (status 8 rather than 7; null before any).
    municipiosImplantada: integer('municipios_implantada')
      .array()
      .notNull()
      .default(sql`'{}'`),
    parecerComDct: boolean('parecer_com_dct'),
    // Moves by one at every save of the texts or of an attachment list (0014_versoes.sql).
    versao: integer('versao').notNull().default(1),
  },
  (t) => [
    index('proposta_usuario_idx').on(t.usuarioId, t.statusPropostaId.desc(), t.dataCadastro.desc()),
    index('proposta_empresa_id_idx').on(t.empresaId),
    index('proposta_status_idx').on(t.statusPropostaId, t.codigoProposta),
    index('proposta_destino_idx').on(t.destino, t.indiceDetalhe),
    index('proposta_indice_detalhe_idx').on(t.indiceDetalhe),
    index('proposta_envio_pdf_idx').on(
      t.dataHoraEnvioPdf.desc().nullsLast(),
      t.codigoProposta.desc(),
    ),
    index('proposta_data_cadastro_idx').on(t.dataCadastro),
    // proposta_titulo_ordem_idx, on the title's sort key, lives in 0005_equipe.sql.
  ],
);

/** Who saved each version of a solution, when, and what it changed; never rewritten. */
export const propostaAlteracao = pgTable(
  'proposta_alteracao',
  {
    propostaId: uuid('proposta_id')
      .notNull()
      .references(() => proposta.id),
    versao: integer('versao').notNull(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id),
    alteradaEm: timestamptz('alterada_em').notNull().defaultNow(),
    campos: text('campos').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.propostaId, t.versao] })],
);

export const historicoStatusProposta = pgTable(
  'historico_status_proposta',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propostaId: uuid('proposta_id')
      .notNull()
      .references(() => proposta.id, { onDelete: 'cascade' }),
    statusPropostaId: integer('status_proposta_id')
      .notNull()
      .references(() => statusProposta.id),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id),
    dataHora: timestamptz('data_hora').notNull().defaultNow(),
    observacao: text('observacao'),
  },
  (t) => [index('historico_status_proposta_idx').on(t.propostaId, t.dataHora.desc(), t.id.desc())],
);

/** Bumped by the database on each change a company's list shows (migrations/0043). */
export const versaoListaEmpresa = pgTable('versao_lista_empresa', {
  empresaId: uuid('empresa_id')
    .primaryKey()
    .references(() => empresa.id, { onDelete: 'cascade' }),
  versao: bigint('versao', { mode: 'number' }).notNull(),
});

export const geracaoPdf = pgTable('geracao_pdf', {
  propostaId: uuid('proposta_id')
    .primaryKey()
    .references(() => proposta.id, { onDelete: 'cascade' }),
  jobId: uuid('job_id').notNull(),
  status: integer('status').notNull(),
  arquivoId: uuid('arquivo_id').references(() => arquivo.id, { onDelete: 'set null' }),
  solicitadoEm: timestamptz('solicitado_em').notNull().defaultNow(),
  concluidoEm: timestamptz('concluido_em'),
  erro: text('erro'),
});
