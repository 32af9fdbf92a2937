import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { useBrowser, visible } from '../support/browser.ts';
import { criarConta } from './contas.ts';

describe('entrada de um e-mail conhecido', () => {
  const { newPage } = useBrowser();

  it('pede a senha, mostra a mensagem do servidor para a senha errada e abre o painel', async () => {
    const conta = await criarConta();
    const page = await newPage();

    await page.goto('/login');
    await page.getByRole('button', { name: 'Cadastrar / Entrar' }).click();
    await visible(page.getByText(MENSAGENS.emailInvalido));

    await page.getByLabel('E-mail').fill(conta.email);
    await page.getByRole('button', { name: 'Cadastrar / Entrar' }).click();
    await page.waitForURL('**/senha');
    expect(await page.locator('[name="login"]').inputValue()).toBe(conta.email);

    await page.getByLabel('Senha', { exact: true }).fill('Errada!123x');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await visible(page.getByText(MENSAGENS.emailOuSenhaIncorretos));
    expect(new URL(page.url()).pathname).toBe('/senha');

    await page.getByLabel('Senha', { exact: true }).fill(conta.senha);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL('**/painel');
    await visible(page.getByRole('heading', { name: 'Usuário - Dados cadastrais' }));
    expect(await page.locator('[name="email"]').inputValue()).toBe(conta.email);
  });

  it('volta a /login quando /senha é aberta sem o e-mail do passo anterior', async () => {
    const page = await newPage();
    await page.goto('/senha');
    await page.waitForURL('**/login');
    await visible(page.getByRole('heading', { name: 'Acesso ao programa' }));
  });
});
