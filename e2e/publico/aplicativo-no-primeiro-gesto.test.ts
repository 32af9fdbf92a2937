import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { entrarComoAdministrador } from '../ipt/apoio.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { CELULAR, LARGURAS } from '../support/larguras.ts';

// The module that starts the app; the entry script imports it at the visitor's first gesture.
const MODULO_DO_APP = /\/assets\/iniciar-app-[^/]+\.js$/;

/** Marked by the entry script once React has taken the page over. */
const appPronto = (page: Page) =>
  page.locator('#root[data-app="pronto"]').waitFor({ state: 'attached', timeout: 15_000 });

const appCarregado = async (page: Page) => (await page.locator('#root[data-app]').count()) > 0;

/**
 * Holds the app's module on the network until `soltar` is called: the page stays as the server
 * sent it, as on a slow phone, while the test acts on it.
 */
async function segurarOApp(page: Page) {
  let soltar!: () => void;
  const solto = new Promise<void>((resolver) => (soltar = resolver));
  let pedido = false;
  await page.route(MODULO_DO_APP, async (rota) => {
    pedido = true;
    await solto;
    await rota.continue();
  });
  return { soltar, foiPedido: () => pedido };
}

/** The page views the page sent, as their bodies, and the API's answers to them. */
function visitasEnviadas(page: Page) {
  const corpos: string[] = [];
  const respostas: number[] = [];
  page.on('request', (pedido) => {
    if (pedido.url().endsWith('/api/pageviews')) corpos.push(pedido.postData() ?? '');
  });
  page.on('response', (resposta) => {
    if (resposta.url().endsWith('/api/pageviews')) respostas.push(resposta.status());
  });
  return { corpos, respostas };
}

const idDoFoco = (page: Page) =>
  page.locator(':focus').evaluate((e) => `${e.tagName} ${e.textContent}`);

describe('páginas públicas: o aplicativo carrega no primeiro gesto, sem perder nada', () => {
  const { newPage } = useBrowser();

  it('a 390 px, o toque no menu dado antes do aplicativo carregar abre o menu quando ele carrega', async () => {
    const page = await newPage({ viewport: CELULAR });
    const app = await segurarOApp(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(app.foiPedido()).toBe(false);

    await page.getByRole('button', { name: 'Mais opções' }).click();
    // The press asked for the app, which the network still holds: nothing opened yet.
    await expect.poll(app.foiPedido).toBe(true);
    expect(await page.getByRole('menu').count()).toBe(0);
    expect(await appCarregado(page)).toBe(false);

    app.soltar();
    await visible(page.getByRole('menu').getByRole('menuitem', { name: 'Fornecedores' }));
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it.each(LARGURAS)(
    'no %s, o texto digitado na busca do catálogo antes do aplicativo carregar vale depois',
    async (_tela, viewport) => {
      const page = await newPage({ viewport });
      const app = await segurarOApp(page);
      await page.goto('/solutions');
      const busca = page.getByRole('textbox', { name: 'Buscar' });
      await busca.pressSequentially('semáforo');
      expect(await appCarregado(page)).toBe(false);

      app.soltar();
      await appPronto(page);
      // The field keeps the text and the catalogue's state holds it: the search reaches the
      // address after the field's pause, as if typed now.
      expect(await busca.inputValue()).toBe('semáforo');
      await page.waitForURL(/[?&]busca=sem%C3%A1foro/);
      expect(await busca.inputValue()).toBe('semáforo');
      await page.context().close();
    },
  );

  it.each(LARGURAS)(
    'no %s, um Tab carrega o aplicativo e o foco fica onde o Tab o pôs',
    async (_tela, viewport) => {
      const page = await newPage({ viewport });
      await page.goto('/sobre');
      await page.waitForLoadState('networkidle');
      expect(await appCarregado(page)).toBe(false);

      await page.keyboard.press('Tab');
      expect(await idDoFoco(page)).toBe('A Ir para o conteúdo [1]');
      await appPronto(page);
      expect(await idDoFoco(page)).toBe('A Ir para o conteúdo [1]');
      await page.context().close();
    },
  );

  it.each(LARGURAS)(
    'no %s, quem entrou vê o seu menu sem tocar na página',
    async (_tela, viewport) => {
      const page = await newPage({ viewport });
      await entrarComoAdministrador(page);
      await page.goto('/sobre');
      // The server's page is everyone's (with "Cadastre-se"); the app, loaded at once for a
      // signed-in visitor, puts the administrator's menu in its place.
      await appPronto(page);
      const cabecalho = page.getByRole('banner');
      await expect.poll(() => cabecalho.locator('a[href="/register"]').count()).toBe(0);
      expect(await cabecalho.locator('a[href="/ipt/home"]').count()).toBeGreaterThan(0);
      await page.context().close();
    },
  );

  it('a página de uma solução que não existe mostra o aviso sem esperar um gesto', async () => {
    // The server could not fetch the solution: its page is a loading state only the app ends.
    const page = await newPage();
    await page.goto('/solutions/00000000-0000-4000-8000-000000000000');
    await visible(page.getByRole('heading', { level: 1, name: 'Solução não encontrada' }));
    await page.context().close();
  });

  it('a visita à primeira página é contada uma vez, com ou sem gesto do visitante', async () => {
    const semGesto = await newPage();
    const semGestoVisitas = visitasEnviadas(semGesto);
    await semGesto.goto('/municipios');
    await semGesto.waitForLoadState('networkidle');
    expect(await appCarregado(semGesto)).toBe(false);
    expect(semGestoVisitas.corpos).toEqual(['{"path":"/municipios"}']);
    await expect.poll(() => semGestoVisitas.respostas).toEqual([204]);
    await semGesto.context().close();

    const comGesto = await newPage();
    const comGestoVisitas = visitasEnviadas(comGesto);
    await comGesto.goto('/municipios');
    await comGesto.keyboard.press('Tab');
    await appPronto(comGesto);
    await comGesto.waitForLoadState('networkidle');
    expect(comGestoVisitas.corpos).toEqual(['{"path":"/municipios"}']);
    expect(comGestoVisitas.respostas).toEqual([204]);

    // The next page, reached inside the app, is counted by the app.
    await comGesto.getByRole('banner').getByRole('link', { name: 'Fornecedores' }).first().click();
    await visible(comGesto.getByRole('heading', { level: 1, name: 'Fornecedores' }));
    await expect
      .poll(() => comGestoVisitas.corpos)
      .toEqual(['{"path":"/municipios"}', '{"path":"/fornecedores"}']);
    await comGesto.context().close();
  });
});
