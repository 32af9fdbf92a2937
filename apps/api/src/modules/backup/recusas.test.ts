// @module-tag dois-bancos
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseClient } from '../../infra/db/client.ts';
import { migrate } from '../../infra/db/migrate.ts';
import { apagarPastas, pastaTemporaria } from '../../../test/fixtures-copia.ts';
import { abrirEscrita, lerEntradas, MANIFESTO, type Manifesto } from './arquivo-copia.ts';
import { gerarCopia } from './gerar-copia.ts';
import { restaurarCopia } from './restaurar-copia.ts';

const CHAVE = 'jabuticaba-no-pe-de-2026';
let pasta: string;
let fonte: string;
let copia: string;
let cifrada: string;
let alvo: DatabaseClient;

/** A migrated embedded database with one file, in a folder the CLI can open too. */
async function bancoComArquivo(local: string) {
  const database = await createDatabase({ url: local });
  await migrate(database);
  await database.withSession((session) =>
    session.query(
      `with a as (insert into arquivo (id, nome_original, tipo_do_arquivo, tipo, tamanho, contexto)
                  values ($1, 'ata.pdf', 4, 'application/pdf', 9, 1) returning id)
       insert into arquivo_conteudo (arquivo_id, conteudo) select id, 'conteúdo'::bytea from a`,
      [randomUUID()],
    ),
  );
  return database;
}

/** A copy of the archive with one entry's bytes changed by `alterar`. */
async function alterada(nome: string, alterar: (bytes: Buffer) => Buffer) {
  const destino = join(pasta, `alterada-${randomUUID()}`);
  const escrita = await abrirEscrita(destino, null);
  let manifesto: Manifesto | null = null;
  await lerEntradas(copia, null, async (entrada, bytes) => {
    const conteudo = Buffer.concat(await bytes.toArray());
    const novo = entrada === nome ? alterar(conteudo) : conteudo;
    if (entrada === MANIFESTO) manifesto = JSON.parse(novo.toString()) as Manifesto;
    else await escrita.adicionar(entrada, novo.length, novo);
  });
  await escrita.concluir(manifesto!);
  return destino;
}

const tabelasDoAlvo = async () =>
  alvo.withSession((session) =>
    session.query<{ total: number }>(
      `select count(*)::int as total from pg_class where relnamespace = current_schema()::regnamespace`,
    ),
  );

const restaurar = (origem: string, chave: string | null = null) =>
  restaurarCopia({ database: alvo, bucket: null, origem, chave });

// An embedded database created on disk, migrated and copied twice: a minute on a busy machine.
beforeAll(async () => {
  pasta = await pastaTemporaria('portal-copia-recusas-');
  fonte = join(pasta, 'pglite');
  copia = join(pasta, 'portal.copia');
  cifrada = join(pasta, 'portal.copia.age');
  const database = await bancoComArquivo(fonte);
  try {
    await gerarCopia({ database, bucket: null, destino: copia, chave: null });
    await gerarCopia({ database, bucket: null, destino: cifrada, chave: CHAVE });
  } finally {
    await database.close();
  }
  alvo = await createDatabase({ url: 'memory://' });
}, 180_000);

afterAll(async () => {
  await alvo.close();
  await apagarPastas();
});

describe('restauração recusada, sem mudar o destino', () => {
  it('recusa um banco que não está vazio', async () => {
    const cheio = await createDatabase({ url: 'memory://' });
    await migrate(cheio);
    await expect(
      restaurarCopia({ database: cheio, bucket: null, origem: copia, chave: null }),
    ).rejects.toThrow('O banco de destino não está vazio');
    await cheio.close();
  });

  it('recusa uma cópia feita por uma versão mais nova do portal', async () => {
    const nova = await alterada(MANIFESTO, (bytes) => {
      const manifesto = JSON.parse(bytes.toString()) as Manifesto;
      manifesto.migracoes.push('9999_do_futuro.sql');
      return Buffer.from(JSON.stringify(manifesto));
    });
    await expect(restaurar(nova)).rejects.toThrow(
      'Esta cópia foi feita por uma versão mais nova do portal (migração 9999_do_futuro.sql)',
    );
    expect(await tabelasDoAlvo()).toEqual([{ total: 0 }]);
  });

  it('recusa uma cópia cortada ao meio', async () => {
    const inteira = await readFile(copia);
    const cortada = join(pasta, 'cortada.copia');
    await writeFile(cortada, inteira.subarray(0, Math.floor(inteira.length / 2)));
    await expect(restaurar(cortada)).rejects.toThrow('A cópia está danificada ou incompleta');
    expect(await tabelasDoAlvo()).toEqual([{ total: 0 }]);
  });

  it('recusa uma cópia com uma tabela adulterada', async () => {
    const adulterada = await alterada('tabelas/arquivo.jsonl', (bytes) =>
      Buffer.from(bytes.toString().replace('ata.pdf', 'ata.exe')),
    );
    await expect(restaurar(adulterada)).rejects.toThrow(
      /danificada ou incompleta.*tabelas\/arquivo\.jsonl não confere/,
    );
    expect(await tabelasDoAlvo()).toEqual([{ total: 0 }]);
  });

  it('recusa uma cópia cifrada com outra BACKUP_KEY, ou sem ela', async () => {
    await expect(restaurar(cifrada, 'outra-chave-qualquer')).rejects.toThrow(
      'A chave BACKUP_KEY não abre esta cópia',
    );
    await expect(restaurar(cifrada)).rejects.toThrow('Esta cópia está cifrada: defina BACKUP_KEY');
    expect(await tabelasDoAlvo()).toEqual([{ total: 0 }]);
  });
});

describe('cópia recusada', () => {
  it('recusa copiar um banco sem o portal, sem deixar arquivo', async () => {
    const destino = join(pasta, 'de-banco-vazio.copia');
    await expect(
      gerarCopia({ database: alvo, bucket: null, destino, chave: null }),
    ).rejects.toThrow('Este banco não tem o portal');
    await expect(readFile(`${destino}.parcial`)).rejects.toThrow();
    await expect(readFile(destino)).rejects.toThrow();
  });

  it('recusa gravar numa pasta que não existe', async () => {
    const destino = join(pasta, 'nao-existe', 'portal.copia');
    await expect(
      gerarCopia({ database: alvo, bucket: null, destino, chave: null }),
    ).rejects.toThrow(`A pasta ${join(pasta, 'nao-existe')} não existe ou não aceita gravação.`);
  });
});

describe('cópia cifrada com BACKUP_KEY', () => {
  // An embedded database started and restored into: half a minute on a busy machine.
  it('não mostra o conteúdo e restaura com a mesma chave', { timeout: 120_000 }, async () => {
    expect((await readFile(cifrada)).includes('ata.pdf')).toBe(false);
    const destino = await createDatabase({ url: 'memory://' });
    try {
      const manifesto = await restaurarCopia({
        database: destino,
        bucket: null,
        origem: cifrada,
        chave: CHAVE,
      });
      expect(manifesto.arquivos).toHaveLength(1);
    } finally {
      await destino.close();
    }
  });
});

const executar = promisify(execFile);
const CLI = new URL('./cli.ts', import.meta.url).pathname;

/** The real command, as a scheduler runs it: its exit code and what it printed. */
async function comando(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await executar(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env: { ...process.env, TEST_DATABASE_URL: '', DATABASE_URL: '', BACKUP_KEY: '', ...env },
    });
    return { codigo: 0, saida: stdout + stderr };
  } catch (error) {
    const falha = error as { code: number; stdout: string; stderr: string };
    return { codigo: falha.code, saida: falha.stdout + falha.stderr };
  }
}

describe('comando npm run backup / restore', () => {
  // Two runs of the command, each compiling it with tsx and opening the database on disk: over
  // half a minute while the browser journeys share the machine.
  it(
    'grava a cópia com código 0 e recusa restaurar sobre dados com código 3',
    { timeout: 120_000 },
    async () => {
      const saida = join(pasta, 'pelo-comando.copia');
      const copiaFeita = await comando(['gerar', '--out', saida], { DATA_DIR: pasta });
      expect(copiaFeita.saida).toContain('pare o portal antes de continuar');
      expect(copiaFeita.saida).toContain('1 arquivo(s)');
      expect(copiaFeita.codigo).toBe(0);
      await expect(readFile(`${saida}.parcial`)).rejects.toThrow();

      const recusada = await comando(['restaurar', '--in', saida], { DATA_DIR: pasta });
      expect(recusada.saida).toContain('O banco de destino não está vazio');
      expect(recusada.codigo).toBe(3);
    },
  );
});
