import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser, visible } from '../support/browser.ts';
import { CELULAR, COMPUTADOR } from '../support/larguras.ts';

describe('endereço que não existe', () => {
  const { newPage } = useBrowser();

  it.each([CELULAR, COMPUTADOR])(
    '/nao-existe a $width px: HTTP 404 com a página do portal, fora dos buscadores, e o caminho de volta',
    async (viewport) => {
      const page = await newPage({ viewport });
      const erros: string[] = [];
      page.on('pageerror', (erro) => erros.push(erro.message));
      const resposta = await page.goto('/nao-existe');
      expect(resposta?.status()).toBe(404);
      expect(resposta?.headers()['x-robots-tag']).toBe('noindex');
      await visible(page.getByRole('heading', { level: 1, name: 'Página não encontrada' }));
      await visible(page.getByRole('link', { name: 'Ouvidoria' }));
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await page.title()).toBe('Página não encontrada | Cidades Inteligentes');
      await page.getByRole('link', { name: 'Voltar para o início' }).click();
      await visible(page.getByRole('heading', { level: 1, name: /Cidades Inteligentes/ }));
      expect(new URL(page.url()).pathname).toBe('/');
      expect(erros).toEqual([]);
      await page.context().close();
    },
  );

  it('as áreas da empresa e da equipe também respondem 404 a um endereço que não têm', async () => {
    for (const caminho of ['/painel/nao-existe', '/ipt/nao-existe']) {
      const resposta = await fetch(`${baseURL()}${caminho}`);
      expect(resposta.status, caminho).toBe(404);
      expect(await resposta.text(), caminho).toContain('Página não encontrada');
    }
    // The pages the router has keep their 200.
    for (const caminho of ['/painel', '/ipt/home', '/sobre']) {
      expect((await fetch(`${baseURL()}${caminho}`)).status, caminho).toBe(200);
    }
  });
});
