import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { serNoGovbr } from '../support/govbr.ts';
import { cadastroComEmpresaNova, novoEmail } from '../acesso/contas.ts';
import { TELA_DA_EMPRESA } from '../support/larguras.ts';

// The company's member on the phone (larguras.ts).
describe('excluir a conta confirmando com gov.br', () => {
  const { newPage } = useBrowser();

  it('quem só tem o gov.br exclui a conta sem senha, depois de entrar de novo no gov.br', async () => {
    const page = await newPage({ viewport: TELA_DA_EMPRESA });
    const pessoa = { cpf: generateCpf(), nome: 'Otávio Mendes Prado', email: novoEmail('govbr') };
    await serNoGovbr(page, pessoa);

    // Registered through gov.br, with no password of its own: the screen is covered elsewhere.
    await page.goto('/api/govbr/entrar');
    await page.waitForURL('**/acesso/govbr');
    const { corpo } = cadastroComEmpresaNova(pessoa.nome, pessoa.email);
    const cadastro = await page.request.put('/api/govbr/cadastro', { data: corpo });
    expect(cadastro.status(), await cadastro.text()).toBe(201);
    const conta = async () => (await page.request.get('/api/autenticado')).status();

    await page.goto('/painel/meus-dados');
    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    let dialogo = await visible(page.getByRole('dialog', { name: 'Excluir minha conta' }));
    const confirmar = await visible(dialogo.getByRole('link', { name: 'Confirmar com gov.br' }));
    expect(await violacoesAxe(page)).toEqual([]);

    // Cancel keeps the account.
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await dialogo.waitFor({ state: 'hidden' });
    expect(await conta()).toBe(200);

    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    dialogo = await visible(page.getByRole('dialog', { name: 'Excluir minha conta' }));
    const paraGovbr = page.waitForRequest(
      (pedido) =>
        pedido.isNavigationRequest() &&
        /\/authorize\?/.test(pedido.url()) &&
        new URL(pedido.url()).searchParams.get('prompt') === 'login',
    );
    await confirmar.click();
    expect(new URL((await paraGovbr).url()).searchParams.get('max_age')).toBe('0');

    // Back from gov.br, the dialog is open again and needs no password for five minutes.
    await page.waitForURL((url) => url.pathname === '/painel/meus-dados');
    dialogo = await visible(page.getByRole('dialog', { name: 'Excluir minha conta' }));
    await visible(dialogo.getByText(/Identidade confirmada com gov\.br até/));
    expect(await dialogo.locator('input[type="password"]').count()).toBe(0);
    expect(await violacoesAxe(page)).toEqual([]);

    await dialogo.getByRole('button', { name: 'Excluir minha conta' }).click();
    await page.waitForURL('**/conta-excluida');
    await visible(page.getByRole('heading', { level: 1, name: 'Conta excluída' }));
    expect(await conta()).toBe(401);
  });
});
