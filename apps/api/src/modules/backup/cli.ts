import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from '../../infra/db/client.ts';
import { loadConfig, localDoBanco } from '../../infra/config.ts';
import { carregarOuSair } from '../../infra/config-erro.ts';
import { createS3Bucket } from '../../infra/arquivos/storage-s3.ts';
import { lerStorageUrl } from '../../infra/arquivos/storage-url.ts';
import { CopiaRecusada } from './copia-recusada.ts';
import { gerarCopia } from './gerar-copia.ts';
import { restaurarCopia } from './restaurar-copia.ts';

/** What a scheduler reads: 0 done, 1 failed, 2 wrong usage, 3 refused with nothing changed. */
const SAIDA = { concluida: 0, falhou: 1, uso: 2, recusada: 3 } as const;

const USO = `Uso: npm run backup -- --out <arquivo>
     npm run restore -- --in <arquivo>
Leem as mesmas configurações do servidor (DATABASE_URL ou DATA_DIR, DATABASE_SCHEMA, STORAGE_URL);
com BACKUP_KEY a cópia é cifrada (e a mesma chave é pedida para restaurá-la).`;

function lerOpcoes() {
  const [comando, ...resto] = process.argv.slice(2);
  const { values } = parseArgs({
    args: resto,
    options: { out: { type: 'string' }, in: { type: 'string' } },
  });
  // npm runs the script from the repository root: paths are the operator's, from where they typed.
  const base = process.env.INIT_CWD ?? process.cwd();
  if (comando === 'gerar' && values.out) return { comando, arquivo: resolve(base, values.out) };
  if (comando === 'restaurar' && values.in) return { comando, arquivo: resolve(base, values.in) };
  console.error(USO);
  process.exit(SAIDA.uso);
}

const { comando, arquivo } = lerOpcoes();
const config = carregarOuSair(() => loadConfig());
// Read here and not in the server's config: the server never needs it, and so never holds it.
const chave = process.env.BACKUP_KEY || null;
if (config.databaseUrl === null) {
  // The embedded database belongs to one process at a time and nothing tells from outside that
  // the portal holds it: the operator has to be told.
  console.error(
    `Banco embutido (PGlite) em ${config.dataDir}: pare o portal antes de continuar; com o portal no ar, a cópia ou o banco podem sair corrompidos.`,
  );
}
const database = await createDatabase({ url: localDoBanco(config), schema: config.databaseSchema });
const bucket = config.storageUrl ? createS3Bucket(lerStorageUrl(config.storageUrl)) : null;
const progresso = (linha: string) => console.log(linha);
try {
  if (comando === 'gerar') {
    const manifesto = await gerarCopia({ database, bucket, destino: arquivo, chave, progresso });
    console.log(
      `Cópia gravada em ${arquivo}: ${manifesto.tabelas.length} tabela(s), ${manifesto.arquivos.length} arquivo(s)${chave ? ', cifrada com BACKUP_KEY' : ''}.`,
    );
  } else {
    await restaurarCopia({ database, bucket, origem: arquivo, chave, progresso });
    console.log(`Cópia ${arquivo} restaurada.`);
  }
} catch (error) {
  if (error instanceof CopiaRecusada) {
    console.error(error.message);
    process.exitCode = SAIDA.recusada;
  } else {
    console.error(comando === 'gerar' ? 'A cópia falhou:' : 'A restauração falhou:');
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = SAIDA.falhou;
  }
} finally {
  bucket?.close();
  await database.close();
}
