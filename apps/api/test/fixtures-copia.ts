import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createDatabase, type DatabaseClient } from '../src/infra/db/client.ts';
import type { S3Bucket } from '../src/infra/arquivos/storage-s3.ts';
import { gerarCopia } from '../src/modules/backup/gerar-copia.ts';
import { tabelasDoPortal } from '../src/modules/backup/tabelas.ts';
import { signedInCompanyUser, type UsuarioDeTeste } from './fixtures.ts';
import { baixarPdfGerado } from './fixtures-pdf-gerado.ts';
import {
  PNG,
  pdfDeTamanho,
  enviarProvaCnpj,
  criarPropostaCompleta,
  enviarArquivo,
} from './fixtures-proposta.ts';
import { solucaoComArquivos } from './fixtures-repositorio.ts';
import { buildTestApp, freshTestDatabase, tempDir } from './helper.ts';

const pastas: string[] = [];

/** A temporary folder that `apagarPastas` removes: embedded databases weigh tens of MiB each. */
export async function pastaTemporaria(prefixo = 'portal-copia-') {
  const pasta = await tempDir(prefixo);
  pastas.push(pasta);
  return pasta;
}

/** Removes the folders of this test file; its databases must be closed. */
export async function apagarPastas() {
  await Promise.all(pastas.splice(0).map((pasta) => rm(pasta, { recursive: true, force: true })));
}

/**
 * A portal with real data made through its API: companies and their users (with e-mails in the
 * outbox), published solutions with files in several categories and their status history.
 * Returns a user whose password a restored portal must still accept.
 */
export async function preencherPortal(app: FastifyInstance): Promise<UsuarioDeTeste> {
  await solucaoComArquivos(app, PNG);
  await solucaoComArquivos(app, pdfDeTamanho(300 * 1024));
  const usuario = await signedInCompanyUser(app);
  await enviarProvaCnpj(app, usuario);
  return usuario;
}

/**
 * A portal on an embedded database in a folder, stopped and filled: what a backup reads. Its files
 * go to the bucket of `storageUrl` when one is given.
 */
export async function portalEmbutidoComDados(storageUrl: string | null = null) {
  const dataDir = await pastaTemporaria('portal-copia-origem-');
  const app = await buildTestApp({
    databaseUrl: join(dataDir, 'pglite'),
    databaseSchema: null,
    storageUrl,
  });
  const usuario = await preencherPortal(app);
  await app.close();
  return { local: join(dataDir, 'pglite'), usuario };
}

/** A new, empty embedded database in a folder of its own: a restore's target. */
export async function pgliteVazio() {
  const local = join(await pastaTemporaria('portal-copia-destino-'), 'pglite');
  return {
    config: { databaseUrl: local, databaseSchema: null },
    database: await createDatabase({ url: local }),
  };
}

/** What must be equal after a round trip: each table's row count and each file's SHA-256. */
export async function retrato(database: DatabaseClient, bucket: S3Bucket | null = null) {
  return database.withSession(async (session) => {
    const linhas: Record<string, number> = {};
    for (const tabela of await tabelasDoPortal(session)) {
      const [{ total }] = (await session.query<{ total: number }>(
        `select count(*)::int as total from "${tabela}"`,
      )) as [{ total: number }];
      linhas[tabela] = total;
    }
    const arquivos: Record<string, string> = {};
    const noBanco = await session.query<{ id: string; sha256: string | null }>(
      `select a.id, encode(sha256(c.conteudo), 'hex') as sha256
         from arquivo a left join arquivo_conteudo c on c.arquivo_id = a.id where a.armazenamento = 'banco'`,
    );
    for (const { id, sha256 } of noBanco) arquivos[id] = sha256 ?? 'sem conteúdo';
    const noBucket = await session.query<{ id: string }>(
      `select id from arquivo where armazenamento = 's3'`,
    );
    for (const { id } of noBucket) {
      const stream = await bucket?.open(id);
      arquivos[id] = stream
        ? createHash('sha256')
            .update(Buffer.concat(await stream.toArray()))
            .digest('hex')
        : 'sem conteúdo';
    }
    return { linhas, arquivos };
  });
}

/** The tables holding rows that the planner has no statistics for (no ANALYZE since loaded). */
export async function tabelasSemEstatisticas(database: DatabaseClient) {
  const { linhas } = await retrato(database);
  const analisadas = await database.withSession((session) =>
    session.query<{ tabela: string }>(
      `select distinct tablename as tabela from pg_stats where schemaname = current_schema()`,
    ),
  );
  const comEstatisticas = new Set(analisadas.map((a) => a.tabela));
  return Object.keys(linhas).filter((t) => linhas[t]! > 0 && !comEstatisticas.has(t));
}

/** A new, empty schema on the tests' PostgreSQL (TEST_DATABASE_URL): a restore's target. */
export async function postgresVazio() {
  const alvo = await freshTestDatabase();
  const database = await createDatabase({ url: alvo.url, schema: alvo.schema });
  return {
    config: { databaseUrl: alvo.url, databaseSchema: alvo.schema },
    database,
    drop: alvo.drop,
  };
}

// Far past the two solutions the portal holds, so only the backup's record of it can restore it.
const ULTIMO_CODIGO_DADO = 40;

/**
 * The backup of a filled embedded portal, with what a restore must give back: its rows and files,
 * how many messages waited in its outbox and the number of the next solution's code. Those
 * messages' jobs were waiting for a retry when the copy was made: the queue does not go in a copy,
 * and the restored portal must still send them. The code's sequence is past its rows, as after
 * creations that were undone: those numbers are never handed out again, a restore included.
 */
export async function copiaDoPortalEmbutido() {
  const origem = await portalEmbutidoComDados();
  const copia = join(await pastaTemporaria('portal-copia-'), 'portal.copia');
  const database = await createDatabase({ url: origem.local });
  try {
    await database.executeSql(
      `update email_saida set ultimo_erro = 'ECONNREFUSED', tentativas = 1 where status = 'pendente'`,
    );
    await database.executeSql(`select setval('proposta_codigo_seq', ${ULTIMO_CODIGO_DADO})`);
    await gerarCopia({ database, bucket: null, destino: copia, chave: null });
    const contagem = await database.executeSql(
      `select count(*)::int as n from email_saida where status = 'pendente'`,
    );
    return {
      usuario: origem.usuario,
      copia,
      esperado: await retrato(database),
      pendentes: (contagem.rows[0] as { n: number }).n,
      codigoSeguinte: ULTIMO_CODIGO_DADO + 1,
    };
  } finally {
    await database.close();
  }
}

/**
 * What a restored portal must still take, as its people write it: a new company registers, creates
 * a solution, has its PDF generated and sends it signed, each step in the audit trail after the
 * restored entries. Every number the database hands out (the solution's code, the audit entry's
 * id) must come after the restored ones, or the write fails. Returns the new code's number.
 */
export async function escreverNoPortalRestaurado(app: FastifyInstance): Promise<number> {
  const [{ ultimo }] = (
    await app.executeSql('select coalesce(max(id), 0)::text as ultimo from registro_auditoria')
  ).rows as [{ ultimo: string }];
  const empresa = await signedInCompanyUser(app);
  await enviarProvaCnpj(app, empresa);
  const id = await criarPropostaCompleta(app, empresa);
  const pdf = await baixarPdfGerado(app, empresa, id);
  const assinado = await enviarArquivo(app, empresa, id, 'formassinado', pdf, 'assinado.pdf');
  expect(assinado.statusCode, assinado.body).toBe(200);

  const novas = await app.executeSql(
    'select acao from registro_auditoria where id > $1 and usuario_id = $2 order by id',
    [ultimo, empresa.id],
  );
  expect(novas.rows).toEqual(
    expect.arrayContaining(
      ['cadastro.empresa', 'proposta.criacao', 'proposta.pdf', 'assinado.envio'].map((acao) => ({
        acao,
      })),
    ),
  );
  const [{ codigo }] = (
    await app.executeSql('select codigo_proposta as codigo from proposta where id = $1', [id])
  ).rows as [{ codigo: string }];
  return Number(codigo.split('-').at(-1));
}
