import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser, visible } from '../support/browser.ts';
import { LARGURAS } from '../support/larguras.ts';

/** WCAG 2.5.8: below this, in either direction, a target is easy to miss with a finger. */
const ALVO_MINIMO = 24;

/**
 * The visible targets under `alvos` smaller than 24 × 24 px, as 'name: width × height'. Stricter
 * than axe, which lets a small target pass when its neighbours are far enough.
 */
async function alvosPequenos(alvos: Locator): Promise<string[]> {
  const pequenos: string[] = [];
  for (const alvo of await alvos.all()) {
    if (!(await alvo.isVisible())) continue;
    const caixa = await alvo.boundingBox();
    if (!caixa) throw new Error('alvo visível sem caixa');
    if (caixa.width < ALVO_MINIMO || caixa.height < ALVO_MINIMO) {
      const nome = (await alvo.getAttribute('aria-label')) ?? (await alvo.textContent());
      pequenos.push(`${nome}: ${caixa.width.toFixed(1)} × ${caixa.height.toFixed(1)}`);
    }
  }
  return pequenos;
}

const focado = (page: Page, alvo: Locator) => alvo.and(page.locator(':focus')).count();

describe('menu, cabeçalho e rodapé: alvos de 24 px e o menu pelo teclado', () => {
  const { newPage } = useBrowser();

  describe.each(LARGURAS)('no %s', (_tela, viewport) => {
    let page: Page;
    beforeAll(async () => {
      page = await newPage({ viewport });
    });

    // The "⋮" menu holds the pages on a phone and the user's extra items on a computer.
    it('menu "Mais opções": itens de 24 px, Enter abre no primeiro, Esc devolve o foco', async () => {
      await page.goto('/');
      const botao = page.getByRole('button', { name: 'Mais opções' });
      const menu = page.getByRole('menu');
      await botao.click();
      await visible(menu.getByRole('menuitem', { name: 'Fornecedores' }));
      expect(await alvosPequenos(menu.getByRole('menuitem'))).toEqual([]);

      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      expect(await focado(page, botao)).toBe(1);

      await page.keyboard.press('Enter');
      await expect.poll(() => focado(page, menu.getByRole('menuitem').first())).toBe(1);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      expect(await focado(page, botao)).toBe(1);
    });

    it('links e botões do cabeçalho e do rodapé têm pelo menos 24 × 24 px', async () => {
      await page.goto('/');
      const rodape = page.getByRole('contentinfo');
      await visible(rodape.getByRole('link', { name: 'Privacidade' }));
      expect(await alvosPequenos(rodape.getByRole('link'))).toEqual([]);
      const cabecalho = page.getByRole('banner');
      expect(
        await alvosPequenos(cabecalho.getByRole('link').or(cabecalho.getByRole('button'))),
      ).toEqual([]);
    });
  });
});
