import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { LARGURAS } from '../support/larguras.ts';

/** Marked by the entry script once React has taken the page over. */
const appPronto = (page: Page) =>
  page.locator('#root[data-app="pronto"]').waitFor({ state: 'attached', timeout: 15_000 });

/** The focused element, as `tag#id`. */
const foco = (page: Page) =>
  page.evaluate(
    'document.activeElement.tagName.toLowerCase() + "#" + document.activeElement.id',
  ) as Promise<string>;

const contraste = (page: Page) => page.locator('html').getAttribute('data-contraste');

describe.each(LARGURAS)('barra de acessibilidade no %s', (tela, viewport) => {
  const { newPage } = useBrowser();

  it('o primeiro Tab mostra os atalhos, e as teclas 1 a 4 levam a cada parte', async () => {
    const page = await newPage({ viewport });
    await page.goto('/login');
    await appPronto(page);

    await page.keyboard.press('Tab');
    const conteudo = page.getByRole('link', { name: 'Ir para o conteúdo [1]' });
    expect(await conteudo.evaluate((e) => e === e.ownerDocument.activeElement)).toBe(true);
    // Hidden on a phone until focused; then a target of 24 px like every other.
    const caixa = (await conteudo.boundingBox())!;
    expect(caixa.height).toBeGreaterThanOrEqual(24);
    expect(caixa.width).toBeGreaterThan(100);

    // The access keys are the browser's to honour (Alt+n in Chrome): each link carries its own.
    const atalhos = page.getByRole('navigation', { name: 'Atalhos de acessibilidade' });
    const teclas = await atalhos
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => `${l.getAttribute('accesskey')} ${l.textContent}`));
    expect(teclas).toEqual([
      '1 Ir para o conteúdo [1]',
      '2 Ir para o menu [2]',
      '3 Ir para a busca [3]',
      '4 Ir para o rodapé [4]',
    ]);
    // From the keyboard, as on a phone the links show only when focused.
    const atalho = (nome: string) => atalhos.getByRole('link', { name: nome }).press('Enter');
    await atalho('Ir para o rodapé [4]');
    expect(await foco(page)).toBe('footer#rodape');
    await atalho('Ir para o menu [2]');
    expect(await foco(page)).toBe('nav#menu');
    await atalho('Ir para o conteúdo [1]');
    expect(await foco(page)).toBe('main#conteudo');

    // A page without a search of its own leads to the catalogue's, focused.
    await atalho('Ir para a busca [3]');
    await page.waitForURL('**/solutions#busca');
    await expect.poll(() => foco(page)).toBe('input#busca');
    await visible(page.getByRole('textbox', { name: 'Buscar', exact: true }));
    await page.context().close();
  });

  it('"Alto contraste" vale antes do aplicativo, fica guardado e passa no axe', async () => {
    const page = await newPage({ viewport });
    await page.goto('/sobre');
    await page.waitForLoadState('networkidle');
    expect(await contraste(page)).toBeNull();

    // Pressed before the app loads on a server-rendered page: held, then done.
    const botao = page.getByRole('button', { name: 'Alto contraste' });
    await botao.click();
    await expect.poll(() => botao.getAttribute('aria-pressed')).toBe('true');
    expect(await contraste(page)).toBe('alto');
    expect(await violacoesAxe(page)).toEqual([]);
    await capturar(page, `alto-contraste-sobre-${viewport.width}`, { soATela: true });

    // On the next page, before any script of the app runs: index.html's own, admitted by the CSP.
    await page.goto('/acessibilidade');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#root[data-app]').count()).toBe(0);
    expect(await contraste(page)).toBe('alto');
    await visible(page.getByRole('heading', { level: 1, name: 'Acessibilidade' }));
    expect(await violacoesAxe(page)).toEqual([]);
    await capturar(page, `alto-contraste-acessibilidade-${viewport.width}`, { soATela: true });

    await page.getByRole('button', { name: 'Alto contraste' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Alto contraste' }).getAttribute('aria-pressed'))
      .toBe('false');
    // The button's state renders first; the page's attribute follows in the same frame's effect.
    await expect.poll(() => contraste(page)).toBeNull();
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await contraste(page), `desligado continua desligado (${tela})`).toBeNull();
    await page.context().close();
  });

  it('o rodapé leva à declaração de acessibilidade', async () => {
    const page = await newPage({ viewport });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Acessibilidade' }).click();
    await visible(page.getByRole('heading', { level: 2, name: 'Encontrou uma barreira?' }));
    expect(new URL(page.url()).pathname).toBe('/acessibilidade');
    await page.context().close();
  });
});
