import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { useBrowser, visible } from '../support/browser.ts';
import { criarConta, novoCnpj } from './contas.ts';

describe('validações do cadastro', () => {
  const { newPage } = useBrowser();

  it('recusa CNPJ vazio ou inválido no diálogo da empresa, e Cancelar volta ao início', async () => {
    const page = await newPage();
    await page.goto('/register');
    const dialogo = await visible(page.getByRole('dialog', { name: 'Informe qual é a empresa' }));
    const confirmar = dialogo.getByRole('button', { name: 'Confirmar' });

    await confirmar.click();
    await visible(dialogo.getByText(MENSAGENS.digiteCnpj, { exact: true }));

    await dialogo.getByPlaceholder('CNPJ').fill('12345678000100');
    await confirmar.click();
    await visible(dialogo.getByText(MENSAGENS.cnpjInvalido, { exact: true }));

    await dialogo.getByPlaceholder('CNPJ').fill('11111111111111');
    await confirmar.click();
    await visible(dialogo.getByText(MENSAGENS.cnpjInvalido, { exact: true }));

    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('avisa "E-mail já cadastrado!" ao sair do campo de e-mail', async () => {
    const conta = await criarConta();
    const page = await newPage();
    await page.goto(`/register?email=${encodeURIComponent(conta.email)}`);
    const dialogo = await visible(page.getByRole('dialog', { name: 'Informe qual é a empresa' }));
    await dialogo.getByPlaceholder('CNPJ').fill(novoCnpj());
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText(MENSAGENS.novoCadastro));

    const email = page.locator('#conteudo [name="email"]');
    expect(await email.inputValue()).toBe(conta.email);
    await email.focus();
    await email.blur();
    await visible(page.getByText(MENSAGENS.emailJaCadastrado));
    expect(await email.getAttribute('aria-invalid')).toBe('true');
  });
});
