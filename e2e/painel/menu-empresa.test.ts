import { describe, expect, it } from 'vitest';
import { saudacao } from '@portal/domain';
import { criarConta } from '../acesso/contas.ts';
import { useBrowser, visible } from '../support/browser.ts';

describe('menu de quem entrou como empresa', () => {
  const { newPage } = useBrowser();

  it('cumprimenta pelo primeiro nome e mostra os itens da empresa', async () => {
    const conta = await criarConta('Helena Prado Martins');
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.request.post('/api/login', {
      data: { login: conta.email, SenhaAtual: conta.senha },
    });

    const antes = saudacao(new Date());
    await page.goto('/painel');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await visible(menu.getByText('Helena', { exact: true }));
    const depois = saudacao(new Date());
    // Read from the test's own clock, either side of the page load (a turn of the hour).
    const texto = (await menu.getByText(/^(Bom dia|Boa tarde|Boa noite),/).textContent()) ?? '';
    expect([`${antes} Helena`, `${depois} Helena`]).toContain(texto.trim());

    const itens = await menu.getByRole('link').allTextContents();
    expect(itens).toEqual([
      'Cadastrar solução',
      'Soluções cadastradas',
      'Dados cadastrais',
      'Sair',
    ]);
    const alvos = await Promise.all(
      (await menu.getByRole('link').all()).map((link) => link.getAttribute('href')),
    );
    expect(alvos).toEqual(['/painel/propostas', '/painel/lista-solucoes', '/painel', '/logout']);
  });

  it('leva a saudação ao menu de mais opções no celular', async () => {
    const conta = await criarConta('Helena Prado Martins');
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.request.post('/api/login', {
      data: { login: conta.email, SenhaAtual: conta.senha },
    });
    await page.goto('/painel');
    await visible(page.getByRole('heading', { name: 'Usuário - Dados cadastrais' }));
    await page.getByRole('button', { name: 'Mais opções' }).click();
    const menu = await visible(page.getByRole('menu'));
    await visible(menu.getByText('Helena', { exact: true }));
    await visible(menu.getByRole('menuitem', { name: 'Dados cadastrais' }));
    await visible(menu.getByRole('menuitem', { name: 'Sair' }));
  });
});
