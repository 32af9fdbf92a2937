import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { useBrowser, visible } from '../support/browser.ts';
import { irPeloMenu, SUA_CONTA } from '../support/menu.ts';
import { criarConta } from './contas.ts';

const TITULO_PAINEL = 'Usuário - Dados cadastrais';

describe('sessão', () => {
  const { newPage } = useBrowser();

  it('leva a /login quem abre o painel sem sessão, sem mostrar o painel no caminho', async () => {
    const page = await newPage();
    // Records any moment the panel's heading exists, however brief (a string: this project
    // type-checks without the DOM library).
    await page.addInitScript({
      content: `window.painelApareceu = false;
        new MutationObserver(() => {
          const h1 = document.querySelector('h1');
          if (h1 && h1.textContent.includes(${JSON.stringify(TITULO_PAINEL)})) window.painelApareceu = true;
        }).observe(document, { childList: true, subtree: true, characterData: true });`,
    });

    await page.goto('/painel');
    await page.waitForURL('**/login');
    await visible(page.getByRole('heading', { name: 'Acesso ao programa' }));
    expect(await page.evaluate('window.painelApareceu')).toBe(false);
  });

  it('encerra a sessão em /logout e volta a exigir a entrada', async () => {
    const conta = await criarConta();
    const page = await newPage();
    const entrada = await page.request.post('/api/login', {
      data: { login: conta.email, SenhaAtual: conta.senha },
    });
    expect(entrada.status()).toBe(200);

    await page.goto('/painel');
    await visible(page.getByRole('heading', { name: TITULO_PAINEL }));
    await irPeloMenu(page, 'Sair', { grupo: SUA_CONTA });

    await page.waitForURL('**/logout');
    await visible(page.getByRole('heading', { name: MENSAGENS.sessaoEncerrada }));
    await visible(
      page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Entrar' }),
    );
    expect((await page.request.get('/api/autenticado')).status()).toBe(401);

    await page.goto('/painel');
    await page.waitForURL('**/login');
  });
});
