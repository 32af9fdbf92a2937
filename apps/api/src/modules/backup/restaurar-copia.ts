import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { DatabaseClient, SqlSession } from '../../infra/db/client.ts';
import { listMigrations, migrate } from '../../infra/db/migrate.ts';
import type { S3Bucket } from '../../infra/arquivos/storage-s3.ts';
import { danificada, lerEntradas, tipoDaEntrada, type Manifesto } from './arquivo-copia.ts';
import { CopiaRecusada } from './copia-recusada.ts';
import { acertarSequencias } from './sequencias.ts';
import { colunasGravaveis } from './tabelas.ts';
import { validarCopia } from './validar-copia.ts';

export interface OpcoesDaRestauracao {
  database: DatabaseClient;
  /** The bucket of the target's STORAGE_URL: with it the files go there, else into the database. */
  bucket: S3Bucket | null;
  origem: string;
  chave: string | null;
  progresso?: (linha: string) => void;
}

// Rows per insert: big enough to be quick, small enough to keep a batch's JSON modest.
const LOTE = 500;

/**
 * Loads an archive into an empty database: the schema the backup was taken from, then its rows
 * and files in one transaction, then the migrations that came after. Every refusal happens before
 * the first write.
 */
export async function restaurarCopia(opcoes: OpcoesDaRestauracao): Promise<Manifesto> {
  const { database, origem, chave } = opcoes;
  const progresso = opcoes.progresso ?? (() => undefined);
  await exigirBancoVazio(database);
  progresso('conferindo a cópia…');
  const manifesto = await validarCopia(origem, chave);
  await exigirMigracoesConhecidas(manifesto);

  const ultima = manifesto.migracoes.at(-1);
  if (ultima !== undefined) await migrate(database, undefined, ultima);
  await database.withSession(async (session) => {
    await session.exec('begin');
    try {
      await carregar(session, manifesto, opcoes, progresso);
      await session.exec('commit');
    } catch (error) {
      await session.exec('rollback');
      throw error;
    }
  });
  const novas = await migrate(database);
  if (novas.length > 0) progresso(`migrações posteriores à cópia: ${novas.join(', ')}`);
  // After the later migrations: a sequence or a column default they add is moved past the
  // restored rows too.
  await database.withSession((session) => acertarSequencias(session, manifesto.sequencias));
  progresso('sequências acertadas; calculando as estatísticas das tabelas…');
  await database.withSession(analisarTabelas);
  progresso('restauração concluída');
  return manifesto;
}

// "Empty" is a database the portal never started in: no table at all. The server seeds lookups
// and an administrator at its first start, so a started one already holds rows a backup also has.
async function exigirBancoVazio(database: DatabaseClient) {
  const [{ tabelas }] = (await database.withSession((session) =>
    session.query<{ tabelas: number }>(
      `select count(*)::int as tabelas from pg_class
        where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p')`,
    ),
  )) as [{ tabelas: number }];
  if (tabelas > 0) {
    throw new CopiaRecusada(
      'O banco de destino não está vazio: restaure num banco novo, onde o portal nunca foi iniciado. Nada foi alterado.',
    );
  }
}

// A bulk load leaves the planner without statistics until autovacuum comes by (never, on PGlite):
// an evaluator filter on a large restored portal was measured at 9.8 s. Only this schema's tables,
// since a bare ANALYZE would go through every schema of the PostgreSQL database.
async function analisarTabelas(session: SqlSession) {
  const tabelas = await session.query<{ nome: string }>(
    `select relname as nome from pg_class
      where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p')`,
  );
  await session.exec(`analyze ${tabelas.map((t) => `"${t.nome}"`).join(', ')}`);
}

async function exigirMigracoesConhecidas(manifesto: Manifesto) {
  const conhecidas = new Set(await listMigrations());
  const desconhecida = manifesto.migracoes.find((m) => !conhecidas.has(m));
  if (desconhecida !== undefined) {
    throw new CopiaRecusada(
      `Esta cópia foi feita por uma versão mais nova do portal (migração ${desconhecida}): atualize o portal antes de restaurá-la. Nada foi alterado.`,
    );
  }
}

async function carregar(
  session: SqlSession,
  manifesto: Manifesto,
  opcoes: OpcoesDaRestauracao,
  progresso: (linha: string) => void,
) {
  const destino = opcoes.bucket ? 's3' : 'banco';
  // Migrations fill some lookups (company types, statuses): the backup's rows replace them,
  // children first. Only those tables have rows here, so no history trigger objects.
  for (const { nome } of [...manifesto.tabelas].reverse()) {
    await session.query(`delete from "${nome}"`);
  }
  // The archive was checked a moment ago, but it is read again here: what goes in is checked
  // once more against the manifest, and a mismatch undoes the whole load.
  const linhasEsperadas = new Map(manifesto.tabelas.map((t) => [t.nome, t.linhas]));
  const shaEsperado = new Map(manifesto.arquivos.map((a) => [a.id, a.sha256]));
  let arquivos = 0;
  await lerEntradas(opcoes.origem, opcoes.chave, async (nome, bytes) => {
    const entrada = tipoDaEntrada(nome);
    if (entrada?.tipo === 'tabela') {
      const linhas = await carregarTabela(session, entrada.nome, bytes, destino);
      if (linhas !== linhasEsperadas.get(entrada.nome)) throw danificada(`${nome} mudou`);
      progresso(`tabela ${entrada.nome}: ${linhas} linha(s)`);
    } else if (entrada?.tipo === 'arquivo') {
      const conteudo = Buffer.concat(await bytes.toArray());
      const sha256 = createHash('sha256').update(conteudo).digest('hex');
      if (sha256 !== shaEsperado.get(entrada.nome)) throw danificada(`${nome} mudou`);
      if (opcoes.bucket) await opcoes.bucket.put(entrada.nome, conteudo);
      else {
        await session.query(
          `insert into arquivo_conteudo (arquivo_id, conteudo) values ($1, decode($2, 'base64'))`,
          [entrada.nome, conteudo.toString('base64')],
        );
      }
      arquivos += 1;
      if (arquivos % 100 === 0) progresso(`${arquivos} arquivo(s) restaurado(s)…`);
    } else {
      bytes.resume();
    }
  });
  progresso(`${arquivos} de ${manifesto.arquivos.length} arquivo(s) restaurado(s)`);
}

async function carregarTabela(
  session: SqlSession,
  tabela: string,
  bytes: Readable,
  destino: 'banco' | 's3',
): Promise<number> {
  const colunas = (await colunasGravaveis(session, tabela)).map((c) => `"${c}"`).join(', ');
  const inserir = `insert into "${tabela}" (${colunas}) overriding system value
    select ${colunas} from json_populate_recordset(null::"${tabela}", $1::json)`;
  let lote: string[] = [];
  let total = 0;
  const gravar = async () => {
    if (lote.length === 0) return;
    await session.query(inserir, [`[${lote.join(',')}]`]);
    total += lote.length;
    lote = [];
  };
  for await (const linha of createInterface({ input: bytes, crlfDelay: Infinity })) {
    // Each file's row says where its bytes are: where this target keeps them now.
    lote.push(tabela === 'arquivo' ? comArmazenamento(linha, destino) : linha);
    if (lote.length === LOTE) await gravar();
  }
  await gravar();
  return total;
}

const comArmazenamento = (linha: string, destino: 'banco' | 's3') =>
  JSON.stringify({ ...(JSON.parse(linha) as object), armazenamento: destino });
