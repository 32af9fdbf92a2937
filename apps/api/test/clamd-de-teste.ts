import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClamd } from '../src/infra/clamd.ts';
import { esperarAte } from './esperar-ate.ts';

/** The EICAR test file: harmless bytes every antivirus agrees to call a virus. */
export const EICAR = Buffer.from(
  'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*',
  'latin1',
);

const NOME_DA_ASSINATURA = 'Portal.Teste.EICAR';

/**
 * What clamd reports for EICAR: our own signature's name, so a test knows the verdict came from
 * this clamd, with the suffix clamd gives a signature outside the official databases.
 */
export const ASSINATURA_EICAR = `${NOME_DA_ASSINATURA}.UNOFFICIAL`;

// Debian puts clamd in /usr/sbin, outside a non-root PATH.
const CLAMD = ['/usr/sbin/clamd', '/usr/bin/clamd'].find((caminho) => existsSync(caminho));

export interface ClamdDeTeste {
  /** `unix://…` for CLAMD_URL. */
  url: string;
  /** Starts clamd and resolves once it answers PING. */
  iniciar(): Promise<void>;
  parar(): Promise<void>;
  /** Stops clamd and removes its folder. */
  encerrar(): Promise<void>;
}

/**
 * Debian's clamd on a Unix socket in a temporary folder, with one signature written here (EICAR
 * anywhere in a file, as an .ndb body signature): no download, and a start in a fraction of a
 * second. Without clamd installed (package clamav-daemon) the test fails, never skips.
 */
export async function clamdDeTeste(): Promise<ClamdDeTeste> {
  if (!CLAMD) throw new Error('clamd não está instalado: apt-get install clamav-daemon');
  const pasta = await mkdtemp(join(tmpdir(), 'portal-clamd-'));
  const socket = join(pasta, 'clamd.sock');
  const configuracao = join(pasta, 'clamd.conf');
  await mkdir(join(pasta, 'db'));
  await writeFile(
    join(pasta, 'db', 'portal-teste.ndb'),
    `${NOME_DA_ASSINATURA}:0:*:${EICAR.toString('hex')}\n`,
  );
  await writeFile(
    configuracao,
    [
      'Foreground yes',
      `LocalSocket ${socket}`,
      `DatabaseDirectory ${join(pasta, 'db')}`,
      `TemporaryDirectory ${pasta}`,
      // No periodic reload check: nothing changes this database while the tests run.
      'SelfCheck 0',
    ].join('\n'),
  );
  const clamd = createClamd({ path: socket }, 1000);
  let processo: ChildProcess | null = null;

  const parar = async () => {
    const atual = processo;
    processo = null;
    if (!atual || atual.exitCode !== null) return;
    await new Promise((resolve) => {
      atual.once('exit', resolve);
      atual.kill('SIGTERM');
    });
  };

  return {
    url: `unix://${socket}`,
    async iniciar() {
      const iniciado = spawn(CLAMD, ['-c', configuracao], { stdio: 'ignore' });
      processo = iniciado;
      await esperarAte(async () => {
        if (iniciado.exitCode !== null) throw new Error(`clamd saiu com ${iniciado.exitCode}`);
        return clamd.ping().then(
          () => true,
          () => false,
        );
      });
    },
    parar,
    async encerrar() {
      await parar();
      await rm(pasta, { recursive: true, force: true });
    },
  };
}
