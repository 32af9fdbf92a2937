import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import {
  COOKIE_PESSOA,
  iniciarGovbrFalso,
  type GovbrFalso,
  type PessoaGovbr,
} from '../../apps/api/test/govbr-falso.ts';

/** The test OpenID provider (and Empresas API) the shared portal server signs in with. */
export const iniciarGovbrTeste = (): Promise<GovbrFalso> => iniciarGovbrFalso();

/**
 * Who "signs in at gov.br" from this page's browser: the provider reads it from a cookie of its
 * own origin at /authorize, so each journey's context brings its own person.
 */
export async function serNoGovbr(page: Page, pessoa: PessoaGovbr): Promise<void> {
  const valor = Buffer.from(JSON.stringify(pessoa)).toString('base64url');
  await page
    .context()
    .addCookies([{ name: COOKIE_PESSOA, value: valor, url: inject('govbrIssuer') }]);
}
