import { describe, expect, it } from 'vitest';
import { criarConta } from '../acesso/contas.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { tab, tabAte } from './apoio.ts';

describe('entrar só com o teclado', () => {
  const { newPage } = useBrowser();

  it('pula para o conteúdo, informa o e-mail em /login e a senha em /senha, e chega ao painel', async () => {
    const page = await newPage();
    const conta = await criarConta();
    await page.goto('/login');
    await visible(page.getByLabel('E-mail'));

    // The first Tab offers the jump over the bars; Enter takes it.
    expect((await tab(page)).rotulo).toBe('Ir para o conteúdo [1]');
    await page.keyboard.press('Enter');
    await tabAte(page, 'email');
    await page.keyboard.type(conta.email);
    await tabAte(page, 'Cadastrar / Entrar');
    await page.keyboard.press('Enter');

    await page.waitForURL('**/senha');
    await visible(page.getByLabel('Senha', { exact: true }));
    await tabAte(page, 'SenhaAtual');
    await page.keyboard.type(conta.senha);
    await tabAte(page, 'Entrar');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/painel');
    await visible(page.getByRole('heading', { level: 1 }));
    await page.context().close();
  });
});
