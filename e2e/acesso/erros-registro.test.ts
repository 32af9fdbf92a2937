import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { ADMIN_EMAIL } from '../support/portal-server.ts';
import { TELA_DA_EMPRESA, TELA_DA_EQUIPE } from '../support/larguras.ts';

/** The refusals of the two registration screens, in the spec's words. */

/** A real CNPJ with its last check digit changed: only the check digit is wrong. */
const cnpjComDigitoErrado = () => {
  const cnpj = generateCnpj();
  const ultimo = (Number(cnpj.at(-1)) + 1) % 10;
  return `${cnpj.slice(0, -1)}${ultimo}`;
};

// The company's registration on its phone, the staff's at a desk (larguras.ts).
describe('erros do cadastro', () => {
  const { newPage } = useBrowser();

  it('/register recusa um CNPJ de dígito verificador errado', async () => {
    const page = await newPage({ viewport: TELA_DA_EMPRESA });
    await page.goto('/register');
    const dialogo = await visible(page.getByRole('dialog', { name: 'Informe qual é a empresa' }));
    const cnpj = cnpjComDigitoErrado();
    expect(new Set(cnpj).size).toBeGreaterThan(2);
    await dialogo.getByPlaceholder('CNPJ').fill(cnpj);
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();
    await visible(dialogo.getByText('CNPJ inválido!', { exact: true }));
    expect(await violacoesAxe(page)).toEqual([]);
  });

  it('/ipt/registro mostra cada recusa no seu campo', async () => {
    const page = await newPage({ viewport: TELA_DA_EQUIPE });
    await page.goto('/ipt/registro');
    await visible(page.getByRole('heading', { name: 'Cadastro da equipe do IPT' }));
    const concluir = page.getByRole('button', { name: 'Concluir cadastro' });

    await page.locator('[name="email"]').fill('sem-arroba');
    await concluir.click();
    await visible(page.getByText('Digite um e-mail válido!'));
    await visible(page.getByText('É necessário aceitar os termos e condições.'));

    // An address that already has an account, told on leaving the field.
    await page.locator('[name="email"]').fill(ADMIN_EMAIL);
    await page.locator('[name="nome"]').focus();
    await visible(page.getByText('E-mail já cadastrado!'));
    expect(await violacoesAxe(page)).toEqual([]);
  });
});
