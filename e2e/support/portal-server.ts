import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

/** A sample call notice, so the tests see both states of a document: present and 'em breve'. */
export const EDITAL_PRESENTE = 'edital.pdf';

/**
 * The institute administrator the server ensures at start, so the journeys can approve new
 * staff accounts. The password follows the portal's rule (only @$!_%*?& as special characters).
 */
export const ADMIN_EMAIL = 'admin@ipt.br';
export const ADMIN_PASSWORD = 'Adm!n_Cidades2025e2e';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`O servidor terminou ao iniciar:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`O servidor não respondeu em 90 s:\n${log()}`);
}

export interface PortalServer {
  url: string;
  contentDir: string;
  /** Everything the server printed: a line per answered request, warnings and errors. */
  registro: string;
  stop(): Promise<void>;
}

/** Starts the real server (built SPA + API) on a free port with a fresh embedded database. */
export async function startPortalServer({
  smtpUrl,
  registros,
  assinaturaAncoras,
  govbr,
  clamdUrl,
}: {
  smtpUrl?: string;
  /** The test clamd (apps/api/test/clamd-de-teste.ts) every upload goes through; none scans nothing. */
  clamdUrl?: string;
  /** The folder with the test hierarchy's trusted root (apps/api/test/fixtures-assinatura.ts). */
  assinaturaAncoras?: string;
  /** The fake CNPJ and CEP registries' URL templates (registros.ts); none leaves them off. */
  registros?: { cnpjUrl: string; cepUrl: string; cepIbgeUrl: string };
  /** The test OpenID provider and Empresas API standing in for gov.br; none hides the button. */
  govbr?: { issuer: string; empresasUrl: string };
} = {}): Promise<PortalServer> {
  const workDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const contentDir = join(workDir, 'content');
  cpSync(join(ROOT, 'content'), contentDir, { recursive: true });
  writeFileSync(join(contentDir, 'documentos', EDITAL_PRESENTE), minimalPdf('Edital de teste'));

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  // The compiled server, as `npm start` runs it in production; `npm run build` (which the e2e
  // command runs first) compiles it.
  const compiled = join(ROOT, 'apps/api/dist/server.js');
  if (!existsSync(compiled)) throw new Error('Servidor não compilado: execute npm run build');
  const child = spawn(process.execPath, ['--enable-source-maps', compiled], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(workDir, 'data'),
      CONTENT_DIR: contentDir,
      DATABASE_URL: '',
      // A line per request, with its time: what a failing journey prints (registro-do-servidor.ts).
      LOG_LEVEL: 'info',
      RATE_LIMIT_FACTOR: '50',
      // A manager registering with an e-mail of this domain (or a subdomain) is verified at once.
      GESTOR_EMAIL_DOMINIOS: 'sp.gov.br',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // The journeys read the portal's e-mails from their own SMTP server (caixa-email.ts).
      SMTP_URL: smtpUrl ?? '',
      CNPJ_PROVIDER_URL: registros?.cnpjUrl ?? '',
      CEP_PROVIDER_URL: registros?.cepUrl ?? '',
      CEP_IBGE_PROVIDER_URL: registros?.cepIbgeUrl ?? '',
      // Short, so the journey with a slow registry does not wait the production's 3 s.
      REGISTROS_TIMEOUT_MS: '1500',
      ASSINATURA_ANCORAS: assinaturaAncoras ?? '',
      ASSINATURA_DIGITAL_OBRIGATORIA: 'false',
      GOVBR_ISSUER: govbr?.issuer ?? '',
      // Letters only: the test provider does not decode form-encoded Basic credentials.
      GOVBR_CLIENT_ID: govbr ? 'portalchamada' : '',
      GOVBR_CLIENT_SECRET: govbr ? 'segredo-de-teste' : '',
      GOVBR_REDIRECT_URL: govbr ? `${url}/api/govbr/retorno` : '',
      GOVBR_EMPRESAS_URL: govbr?.empresasUrl ?? '',
      GOVBR_ESCOPO_EMPRESA: govbr ? 'true' : '',
      CLAMD_URL: clamdUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const registro = join(workDir, 'servidor.log');
  const arquivo = createWriteStream(registro);
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    arquivo.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitForHealth(url, child, () => output);

  return {
    url,
    contentDir,
    registro,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await new Promise((r) => arquivo.end(r));
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** The smallest well-formed one-page PDF with a line of text. */
export function minimalPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
