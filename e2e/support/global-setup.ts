import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import './portal-do-worker.ts';
import { findChromium } from './chromium.ts';
import { iniciarServidorEmail } from './caixa-email.ts';
import { ROOT, startPortalServer, type PortalServer } from './portal-server.ts';
import { iniciarGovbrTeste } from './govbr.ts';
import { iniciarRegistrosFalsos } from './registros.ts';
import { cenarioAssinatura } from '../../apps/api/test/fixtures-assinatura.ts';
import { exportarCenario } from '../../apps/api/test/fixtures-assinatura-exportada.ts';
import { clamdDeTeste } from '../../apps/api/test/clamd-de-teste.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The signing hierarchy whose root the server trusts, for the journeys that sign PDFs. */
    cenarioAssinatura: string;
    /** The test OpenID provider standing in for gov.br (govbr.ts). */
    govbrIssuer: string;
  }
}

export default async function setup(project: TestProject) {
  findChromium();
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error(
      'O front-end não foi compilado: rode `npm run build` antes dos testes de navegador.',
    );
  }
  const registros = await iniciarRegistrosFalsos();
  const cenario = await cenarioAssinatura();
  const govbr = await iniciarGovbrTeste();
  // Every journey's upload goes through a real clamd, as in production (docs/decisions/029).
  const clamd = await clamdDeTeste();
  await clamd.iniciar();
  // One portal and one mail server per worker (portal-do-worker.ts): the files of a worker run
  // one after the other against theirs, two workers side by side.
  const portais: {
    email: Awaited<ReturnType<typeof iniciarServidorEmail>>;
    server?: PortalServer;
  }[] = [];
  const encerrar = async () => {
    for (const { email, server } of portais) {
      await server?.stop();
      await email.stop();
    }
    await registros.fechar();
    await govbr.fechar();
    await clamd.encerrar();
  };
  try {
    // Started one after the other: two PGlite databases migrating at once only slow each other.
    for (let i = 0; i < project.config.maxWorkers; i++) {
      const email = await iniciarServidorEmail();
      const portal: (typeof portais)[number] = { email };
      portais.push(portal);
      portal.server = await startPortalServer({
        smtpUrl: email.url,
        registros: registros.urls,
        assinaturaAncoras: cenario.pastaAncoras,
        govbr: { issuer: govbr.issuer, empresasUrl: govbr.empresasUrl },
        clamdUrl: clamd.url,
      });
    }
  } catch (error) {
    // A server that fails to start must not leave the others holding the run open.
    await encerrar();
    throw error;
  }
  project.provide(
    'portais',
    portais.map(({ email, server }) => ({
      baseURL: server!.url,
      contentDir: server!.contentDir,
      emailDir: email.dir,
      registro: server!.registro,
    })),
  );
  project.provide('cenarioAssinatura', await exportarCenario(cenario));
  project.provide('govbrIssuer', govbr.issuer);
  return encerrar;
}
