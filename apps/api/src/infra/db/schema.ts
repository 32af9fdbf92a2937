import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  char,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { expressaoNormalizada } from './sql-texto.ts';

// Mirrors migrations/*.sql, which are the source of truth: a change goes to a new SQL file first.

/** Brazilian states; id is the IBGE code (35 = São Paulo). */
export const estado = pgTable('estado', {
  id: integer('id').primaryKey(),
  descricao: varchar('descricao', { length: 100 }).notNull(),
  sigla: char('sigla', { length: 2 }).notNull().unique(),
});

/** Municipalities; id is the 7-digit IBGE code (3550308 = São Paulo). */
export const municipio = pgTable(
  'municipio',
  {
    id: integer('id').primaryKey(),
    descricao: varchar('descricao', { length: 100 }).notNull(),
    estadoId: integer('estado_id')
      .notNull()
      .references(() => estado.id),
  },
  (t) => [index('municipio_estado_id_idx').on(t.estadoId)],
);

export const tipoEmpresa = pgTable('tipo_empresa', {
  id: integer('id').primaryKey(),
  descricao: varchar('descricao', { length: 100 }).notNull(),
});

export const tipoLogradouro = pgTable('tipo_logradouro', {
  id: integer('id').primaryKey(),
  descricao: varchar('descricao', { length: 100 }).notNull(),
});

export const tipoTelefone = pgTable('tipo_telefone', {
  id: integer('id').primaryKey(),
  descricao: varchar('descricao', { length: 100 }).notNull(),
});

/** Public page visits for the statistics: path and time only, never who or from where. */
export const pageView = pgTable(
  'page_view',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: varchar('path', { length: 300 }).notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_view_visited_at_idx').on(t.visitedAt)],
);

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer; callers always get a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const empresa = pgTable('empresa', {
  id: uuid('id').primaryKey(),
  nomeOficial: varchar('nome_oficial', { length: 300 }).notNull(),
  nomeFantasia: varchar('nome_fantasia', { length: 300 }),
  cnpj: varchar('cnpj', { length: 14 }).notNull().unique('empresa_cnpj_key'),
  tipoEmpresa: integer('tipo_empresa')
    .notNull()
    .references(() => tipoEmpresa.id),
  usuarioId: uuid('usuario_id'),
  webSite: varchar('web_site', { length: 100 }),
  experiencia: varchar('experiencia', { length: 500 }),
  responsavelLegalNome: varchar('responsavel_legal_nome', { length: 100 }).notNull(),
  responsavelLegalCpf: char('responsavel_legal_cpf', { length: 11 }).notNull(),
  responsavelLegalRg: varchar('responsavel_legal_rg', { length: 74 }).notNull(),
  responsavelLegalCargo: varchar('responsavel_legal_cargo', { length: 100 }),
  responsavelLegalEmail: varchar('responsavel_legal_email', { length: 100 }).notNull(),
  dataCadastro: timestamptz('data_cadastro').notNull().defaultNow(),
  // Kept by the database for search and sort (lib/sql-texto.ts); never written by the app.
  nomeOficialNormalizado: text('nome_oficial_normalizado').generatedAlwaysAs(
    expressaoNormalizada('nome_oficial'),
  ),
  nomeFantasiaNormalizado: text('nome_fantasia_normalizado').generatedAlwaysAs(
    expressaoNormalizada('nome_fantasia'),
  ),
});

export const endereco = pgTable('endereco', {
  id: uuid('id').primaryKey(),
  empresaId: uuid('empresa_id')
    .notNull()
    .unique('endereco_empresa_id_key')
    .references(() => empresa.id, { onDelete: 'cascade' }),
  tipoLogradouro: integer('tipo_logradouro')
    .notNull()
    .references(() => tipoLogradouro.id),
  nomeLogradouro: varchar('nome_logradouro', { length: 200 }).notNull(),
  numero: varchar('numero', { length: 20 }).notNull(),
  complemento: varchar('complemento', { length: 200 }),
  bairro: varchar('bairro', { length: 100 }).notNull(),
  municipioId: integer('municipio_id')
    .notNull()
    .references(() => municipio.id),
  cep: char('cep', { length: 8 }).notNull(),
  observacoes: text('observacoes'),
});

export const usuario = pgTable(
  'usuario',
  {
    id: uuid('id').primaryKey(),
    nome: varchar('nome', { length: 100 }).notNull(),
    email: varchar('email', { length: 200 }).notNull(),
    login: varchar('login', { length: 200 }).notNull(),
    senhaHash: text('senha_hash').notNull(),
    tipoUsuario: integer('tipo_usuario').notNull().default(1),
    empresaId: uuid('empresa_id').references(() => empresa.id),
    cargo: text('cargo'),
    departamento: text('departamento'),
    aceiteLgpd: boolean('aceite_lgpd').notNull(),
    dataAceiteLgpd: timestamptz('data_aceite_lgpd').notNull(),
    dataCadastro: timestamptz('data_cadastro').notNull().defaultNow(),
    dataAlteracaoSenha: timestamptz('data_alteracao_senha').notNull().defaultNow(),
    ativo: boolean('ativo').notNull().default(true),
    /** Membership in `empresaId` (docs/decisions/011): 'ativo', 'pendente', 'recusado', 'removido'. */
    situacaoEmpresa: varchar('situacao_empresa', { length: 10 }).notNull().default('ativo'),
    empresaSolicitadaEm: timestamptz('empresa_solicitada_em'),
    empresaDecididaEm: timestamptz('empresa_decidida_em'),
    empresaDecididaPor: uuid('empresa_decidida_por'),
    /** Set when the person deleted the account (0019_privacidade.sql). */
    anonimizadoEm: timestamptz('anonimizado_em'),
  },
  (t) => [
    uniqueIndex('usuario_email_key').on(sql`lower(${t.email})`),
    index('usuario_empresa_id_idx').on(t.empresaId),
    index('usuario_empresa_situacao_idx').on(t.empresaId, t.situacaoEmpresa),
  ],
);

export const telefone = pgTable(
  'telefone',
  {
    id: uuid('id').primaryKey(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    ddi: varchar('ddi', { length: 3 }).notNull().default('55'),
    ddd: char('ddd', { length: 2 }).notNull(),
    numero: varchar('numero', { length: 9 }).notNull(),
    tipoTelefone: integer('tipo_telefone')
      .notNull()
      .references(() => tipoTelefone.id),
    observacoes: varchar('observacoes', { length: 200 }),
    ordem: smallint('ordem').notNull().default(0),
  },
  (t) => [index('telefone_usuario_id_idx').on(t.usuarioId, t.ordem, t.id)],
);

/** `id` is the SHA-256 (hex) of the cookie's token; the token itself is never stored. */
export const sessao = pgTable(
  'sessao',
  {
    id: char('id', { length: 64 }).primaryKey(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    criadaEm: timestamptz('criada_em').notNull().defaultNow(),
    ultimoUsoEm: timestamptz('ultimo_uso_em').notNull().defaultNow(),
    expiraEm: timestamptz('expira_em').notNull(),
    /** Opened through gov.br: signing out also ends the gov.br session (0022_govbr.sql). */
    govbr: boolean('govbr').notNull().default(false),
    /** Last fresh sign-in at gov.br that confirmed a sensitive act (0030_confirmacao_govbr.sql). */
    confirmadaGovbrEm: timestamptz('confirmada_govbr_em'),
  },
  (t) => [
    index('sessao_usuario_id_idx').on(t.usuarioId),
    index('sessao_expira_em_idx').on(t.expiraEm),
  ],
);

export const tentativa = pgTable(
  'tentativa',
  {
    chave: varchar('chave', { length: 100 }).notNull(),
    janela: timestamptz('janela').notNull(),
    contagem: integer('contagem').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chave, t.janela] }), index('tentativa_janela_idx').on(t.janela)],
);

export const arquivo = pgTable(
  'arquivo',
  {
    id: uuid('id').primaryKey(),
    nomeOriginal: varchar('nome_original', { length: 200 }).notNull(),
    tipoDoArquivo: integer('tipo_do_arquivo').notNull(),
    tipo: varchar('tipo', { length: 100 }).notNull(),
    tamanho: integer('tamanho').notNull(),
    contexto: integer('contexto').notNull(),
    empresaId: uuid('empresa_id').references(() => empresa.id, { onDelete: 'cascade' }),
    // References proposta (0004_propostas.sql); declared there to keep the two files acyclic.
    propostaId: uuid('proposta_id'),
    dataHoraInclusao: timestamptz('data_hora_inclusao').notNull().defaultNow(),
    publico: boolean('publico').notNull().default(false),
    // 'banco' (arquivo_conteudo) or 's3' (0010_armazenamento.sql).
    armazenamento: varchar('armazenamento', { length: 10 })
      .$type<'banco' | 's3'>()
      .notNull()
      .default('banco'),
  },
  (t) => [
    index('arquivo_empresa_id_idx').on(t.empresaId, t.contexto),
    index('arquivo_proposta_id_idx').on(t.propostaId, t.contexto),
    index('arquivo_armazenamento_idx').on(t.armazenamento, t.id),
  ],
);

export const arquivoConteudo = pgTable('arquivo_conteudo', {
  arquivoId: uuid('arquivo_id')
    .primaryKey()
    .references(() => arquivo.id, { onDelete: 'cascade' }),
  conteudo: bytea('conteudo').notNull(),
});
