/**
 * What differs between the two databases the portal runs on, and the tests that prove each part
 * on both (docs/decisions/037). The whole API suite runs on PostgreSQL; on PGlite, the embedded
 * database of `npm start`, run the test files tagged `@module-tag dois-bancos`. The SQL is the
 * same engine on both; what differs is below the query builder: the driver and how it carries
 * bytes, one embedded connection against a pool (locks, sessions, the queue), migrations, the
 * backup of each kind, and the code that asks which database it is on.
 * `dois-bancos.test.ts` keeps this table whole: every source file showing one of these signals
 * is here, every test named here carries the tag, and every tagged test is named here.
 */

/** The marks of code whose behaviour depends on the database, each with why. */
export const SINAIS_DE_DIFERENCA: readonly { sinal: RegExp; motivo: string }[] = [
  {
    sinal: /\b(withSession|executeSql|createDatabase)\b/,
    motivo: 'fala com o driver: conexão própria, SQL cru, abertura do banco',
  },
  { sinal: /pg_advisory/, motivo: 'trava entre conexões: uma só no PGlite, um pool no PostgreSQL' },
  { sinal: /from 'pg-boss'/, motivo: 'a fila do pg-boss sobre o banco' },
  { sinal: /\b(setval|nextval)\b/, motivo: 'sequências, que a cópia restaurada precisa acertar' },
  { sinal: /\bbytea\b/, motivo: 'bytes, que cada driver converte de um jeito' },
  { sinal: /\b(database|client)\.kind\b/, motivo: 'pergunta em qual banco está' },
  {
    sinal: /\bextensoes\./,
    motivo:
      'extensões (unaccent, pg_trgm): do servidor no PostgreSQL, carregadas de pacotes no PGlite',
  },
  {
    sinal: /\bLISTEN\b/,
    motivo: 'avisos do banco: uma conexão que escuta no PostgreSQL; no PGlite, a leitura periódica',
  },
];

/** Each source file (from apps/api) with a signal, and the test files that prove it on both. */
export const PROVAS_NOS_DOIS_BANCOS: Readonly<Record<string, readonly string[]>> = {
  'src/infra/db/client.ts': [
    'src/modules/health/health.test.ts',
    'test/infra/banco-indisponivel.test.ts',
  ],
  'src/infra/db/migrate.ts': [
    'src/infra/db/migrate.test.ts',
    'src/modules/pageviews/migracao-sem-ids.test.ts',
  ],
  'src/infra/db/schema.ts': ['src/modules/fileindexer/fileindexer.test.ts'],
  'src/plugins/database.ts': [
    'test/infra/encerramento.test.ts',
    'src/modules/metricas/metricas.test.ts',
  ],
  'src/infra/fila.ts': [
    'src/modules/email/envio.test.ts',
    'src/modules/calendario/lembretes.test.ts',
    'src/modules/metricas/filas-e-emails.test.ts',
    // A manager's message reaches every member through the queue and a real SMTP server.
    'src/modules/pesquisa-mercado/interesse.test.ts',
  ],
  'src/modules/busca-salva/repository.ts': ['src/modules/busca-salva/busca-salva.test.ts'],
  'src/infra/arquivos/cli.ts': ['src/infra/arquivos/mover-arquivos.test.ts'],
  'src/infra/arquivos/storage.ts': ['src/modules/fileindexer/fileindexer.test.ts'],
  'src/modules/backup/gerar-copia.ts': ['src/modules/backup/copia-embutida.test.ts'],
  'src/modules/backup/restaurar-copia.ts': [
    'src/modules/backup/copia-embutida.test.ts',
    'src/modules/backup/recusas.test.ts',
  ],
  'src/modules/backup/cli.ts': ['src/modules/backup/recusas.test.ts'],
  'src/modules/backup/sequencias.ts': ['src/modules/backup/sequencias.test.ts'],
  'src/modules/proposta/repository.ts': [
    'src/modules/proposta/cadastro-proposta.test.ts',
    // The list kept while its version (0043's triggers) stays the same.
    'src/modules/proposta/lista-guardada.test.ts',
  ],
  'src/modules/calendario/repository.ts': ['src/modules/calendario/calendario-admin.test.ts'],
  'src/modules/avaliacao/rubrica-repository.ts': ['src/modules/avaliacao/rubrica.test.ts'],
  'src/modules/avaliacao/resumo.ts': ['src/modules/avaliacao/avaliacao.test.ts'],
  'src/modules/versoes/repository.ts': ['src/modules/versoes/registros.test.ts'],
  'src/modules/equipe/administrador-inicial.ts': [
    'src/modules/equipe/administrador-inicial.test.ts',
  ],
  'src/modules/equipe/repository.ts': ['src/modules/equipe/equipe.test.ts'],
  'src/modules/renderizacao/versao-publica.ts': ['src/modules/renderizacao/versao-publica.test.ts'],
  // The municipalities read from free text match names without accents (unaccent, 0040).
  'src/modules/repositorio/repository.ts': [
    'src/modules/repositorio/relevancia.test.ts',
    'src/modules/repositorio/facetas.test.ts',
    'src/modules/repositorio/municipios-citados.test.ts',
  ],
};
