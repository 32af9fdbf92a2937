import { describe, expect, it } from 'vitest';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { LARGURAS } from '../support/larguras.ts';

describe('referência da API para integradores', () => {
  const { newPage } = useBrowser();

  it.each(LARGURAS)(
    'no %s: legível, sem violações, do índice à rota e ao documento',
    async (_, viewport) => {
      const page = await newPage({ viewport });
      await page.goto('/api/docs');
      await visible(
        page.getByRole('heading', { level: 1, name: 'API do Portal da Chamada Pública' }),
      );
      expect(await violacoesAxe(page)).toEqual([]);

      // From the index to a group, by keyboard, as the page's links are its only controls.
      await page.getByRole('link', { name: 'Avaliação', exact: true }).focus();
      await page.keyboard.press('Enter');
      expect(new URL(page.url()).hash).toBe('#grupo-avaliacao');
      await visible(
        page.getByRole('heading', { level: 3, name: /\/api\/avaliacao\/rubrica/ }).first(),
      );

      const largura = await page.evaluate('document.documentElement.scrollWidth');
      expect(largura).toBeLessThanOrEqual(viewport.width);

      const documento = await page.request.get('/api/docs/openapi.json');
      expect(documento.status()).toBe(200);
      expect(((await documento.json()) as { openapi: string }).openapi).toBe('3.1.0');
    },
  );
});
