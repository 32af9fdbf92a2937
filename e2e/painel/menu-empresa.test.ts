import { describe, expect, it } from 'vitest';
import { criarConta } from '../acesso/contas.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { CELULAR } from '../support/larguras.ts';

describe('menu de quem entrou como empresa', () => {
  const { newPage } = useBrowser();

  it('cumprimenta pelo primeiro nome e mostra os itens da empresa', async () => {
    const conta = await criarConta('Helena Prado Martins');
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.request.post('/api/login', {
      data: { login: conta.email, SenhaAtual: conta.senha },
    });

    // The page's clock, pinned on each side of the 12 h and 18 h thresholds (São Paulo time).
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    for (const [instante, esperado] of [
      ['2026-03-10T11:59:00-03:00', 'Bom dia, Helena'],
      ['2026-03-10T12:00:00-03:00', 'Boa tarde, Helena'],
      ['2026-03-10T17:59:00-03:00', 'Boa tarde, Helena'],
      ['2026-03-10T18:00:00-03:00', 'Boa noite, Helena'],
    ] as const) {
      await page.clock.setFixedTime(new Date(instante));
      await page.goto('/painel');
      await visible(menu.getByText('Helena', { exact: true }));
      const texto = await menu.getByText(/^(Bom dia|Boa tarde|Boa noite),/).textContent();
      expect(texto?.trim(), instante).toBe(esperado);
    }

    const itens = await menu.getByRole('link').allTextContents();
    expect(itens).toEqual([
      'Cadastrar solução',
      'Soluções cadastradas',
      'Dados cadastrais',
      'Equipe',
    ]);
    const alvos = await Promise.all(
      (await menu.getByRole('link').all()).map((link) => link.getAttribute('href')),
    );
    expect(alvos).toEqual([
      '/painel/propostas',
      '/painel/lista-solucoes',
      '/painel',
      '/painel/equipe',
    ]);
    // "Meus dados" and "Sair" are the account's, under the greeting.
    await menu.getByRole('button', { name: /^Boa noite, Helena/ }).click();
    // The dropdown's items arrive a frame after the click.
    await visible(menu.getByRole('menuitem').first());
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Meus dados', 'Sair']);
  });

  it('leva a saudação ao menu de mais opções no celular', async () => {
    const conta = await criarConta('Helena Prado Martins');
    const page = await newPage({ viewport: CELULAR });
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
