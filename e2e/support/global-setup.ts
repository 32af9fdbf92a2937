import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium.ts';
import { iniciarServidorEmail } from './caixa-email.ts';
import { ROOT, startPortalServer } from './portal-server.ts';
import { iniciarGovbrTeste } from './govbr.ts';
import { iniciarRegistrosFalsos } from './registros.ts';
import { cenarioAssinatura } from '../../apps/api/test/fixtures-assinatura.ts';
import { exportarCenario } from '../../apps/api/test/fixtures-assinatura-exportada.ts';
import { clamdDeTeste } from '../../apps/api/test/clamd-de-teste.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    contentDir: string;
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
  const email = await iniciarServidorEmail();
  const registros = await iniciarRegistrosFalsos();
  const cenario = await cenarioAssinatura();
  const govbr = await iniciarGovbrTeste();
  // Every journey's upload goes through a real clamd, as in production (docs/decisions/029).
  const clamd = await clamdDeTeste();
  await clamd.iniciar();
  // A server that fails to start must not leave the mail, registry or gov.br servers holding
  // the run open.
  const server = await startPortalServer({
    smtpUrl: email.url,
    registros: registros.urls,
    assinaturaAncoras: cenario.pastaAncoras,
    govbr: { issuer: govbr.issuer, empresasUrl: govbr.empresasUrl },
    clamdUrl: clamd.url,
  }).catch(async (error: unknown) => {
    await email.stop();
    await registros.fechar();
    await govbr.fechar();
    await clamd.encerrar();
    throw error;
  });
  project.provide('baseURL', server.url);
  project.provide('contentDir', server.contentDir);
  project.provide('emailDir', email.dir);
  project.provide('cenarioAssinatura', await exportarCenario(cenario));
  project.provide('govbrIssuer', govbr.issuer);
  return async () => {
    await server.stop();
    await email.stop();
    await registros.fechar();
    await govbr.fechar();
    await clamd.encerrar();
  };
}
