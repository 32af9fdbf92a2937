import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, visible } from '../support/browser.ts';
import { publicarSolucaoDeExemplo } from '../solucoes/apoio.ts';
import { CELULAR, COMPUTADOR } from '../support/larguras.ts';

/** Each public page and a text of its own that must be in the HTML the server sends. */
const PAGINAS: [string, string][] = [
  ['/', 'Soluções Tecnológicas para Cidades Inteligentes'],
  ['/sobre', 'Sobre a chamada'],
  ['/fornecedores', 'Fornecedores'],
  ['/municipios', 'Municípios'],
  ['/solutions', 'Soluções disponibilizadas'],
  ['/acessibilidade', 'Acessibilidade'],
  ['/privacidade', 'Aviso de privacidade'],
];

/** What the page's scripts asked the API for until it settled (images aside). */
async function pedidosDaApi(page: Page, abrir: () => Promise<unknown>): Promise<string[]> {
  const pedidos: string[] = [];
  page.on('request', (pedido) => {
    const url = new URL(pedido.url());
    if (url.pathname.startsWith('/api/') && ['fetch', 'xhr'].includes(pedido.resourceType())) {
      pedidos.push(`${pedido.method()} ${url.pathname}`);
    }
  });
  await abrir();
  await page.waitForLoadState('networkidle');
  return pedidos;
}

describe('páginas públicas renderizadas no servidor', () => {
  const { newPage } = useBrowser();
  const titulo = `Semáforo Sabido ${randomUUID().slice(0, 6)}`;
  let solucao: string;

  beforeAll(async () => {
    solucao = `/solutions/${await publicarSolucaoDeExemplo(newPage, titulo)}`;
  });

  it('chegam com o conteúdo no HTML: legíveis com o JavaScript desligado', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    for (const [caminho, texto] of [...PAGINAS, [solucao, titulo] as const]) {
      await page.goto(caminho);
      await visible(page.getByRole('heading', { level: 1, name: texto }));
      await visible(page.getByRole('link', { name: 'Ouvidoria' }));
    }
    // The catalogue lists the published solution in the HTML, not after a fetch.
    await page.goto('/solutions');
    await visible(page.getByRole('link', { name: new RegExp(titulo) }).first());
  });

  // One test per page; the solution's address is known only after the set-up.
  it.each([...PAGINAS.map(([caminho]) => caminho), 'a página de uma solução publicada'])(
    '%s: o aplicativo assume o HTML sem refazê-lo, sem erro e sem pedir de novo os mesmos dados',
    async (nome) => {
      const [caminho, texto] = PAGINAS.find(([c]) => c === nome) ?? [solucao, titulo];
      for (const viewport of [CELULAR, COMPUTADOR]) {
        const page = await newPage({ viewport });
        const erros: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'error') erros.push(m.text());
        });
        page.on('pageerror', (erro) => erros.push(erro.message));
        // The heading the server sent, marked before any script runs: React adopting the HTML
        // keeps that very element; a failed hydration would render a new one in its place.
        await page.addInitScript(
          "document.addEventListener('DOMContentLoaded', () => " +
            "document.querySelector('h1')?.setAttribute('data-do-servidor', ''))",
        );
        // The app is loaded at the visitor's first gesture (a Tab here) and takes the page over.
        const pedidos = await pedidosDaApi(page, async () => {
          await page.goto(caminho);
          await page.keyboard.press('Tab');
          await page.locator('#root[data-app="pronto"]').waitFor({ state: 'attached' });
        });
        const h1 = page.getByRole('heading', { level: 1, name: texto });
        await visible(h1);
        expect(await h1.getAttribute('data-do-servidor'), caminho).toBe('');
        // The session (not part of a page every visitor shares) and the page view, asked once
        // by the entry script, before the app; the page's own data came with the HTML.
        expect(pedidos.sort(), `${caminho} a ${viewport.width} px`).toEqual([
          'GET /api/sessao',
          'POST /api/pageviews',
        ]);
        expect(erros, caminho).toEqual([]);
        await page.context().close();
      }
    },
  );

  // On a slow network the browser paints the HTML it has before the rest arrives. A column
  // that comes first in the HTML but is shown second (a CSS order) is painted alone at the top,
  // then pushed down when the other arrives: Lighthouse counted that as a layout shift.
  it('a página de uma solução, pintada antes de chegar a segunda coluna, não move a primeira', async () => {
    for (const viewport of [CELULAR, COMPUTADOR]) {
      const page = await newPage({ viewport, javaScriptEnabled: false });
      await page.goto(solucao);
      // The two columns: the children of the nearest element holding both headings.
      const empresa = ".//h2[normalize-space()='Empresa']";
      const fotos = ".//h2[normalize-space()='Fotos']";
      const grade = page.locator(
        `xpath=//*[*[${empresa}] and *[${fotos}] and not(*[${empresa} and ${fotos}])]`,
      );
      const empresaPrimeiro =
        (await grade.locator(`xpath=./*[${empresa}]/following-sibling::*[${fotos}]`).count()) > 0;
      // Handles, not locators: the grid no longer matches once a column is gone.
      const [primeira, segunda] = await Promise.all(
        (empresaPrimeiro ? [empresa, fotos] : [fotos, empresa]).map((titulo) =>
          grade.locator(`xpath=./*[${titulo}]`).elementHandle(),
        ),
      );
      const posicao = async () => {
        const { x, y } = (await primeira!.boundingBox())!;
        return { x: Math.round(x), y: Math.round(y) };
      };
      const antes = await posicao();
      // What the browser had painted when only the first column had arrived.
      await segunda!.evaluate((coluna: { remove(): void }) => coluna.remove());
      const depois = await posicao();
      expect(depois, `${viewport.width} px`).toEqual(antes);
    }
  });

  it('as áreas restritas continuam renderizadas no navegador', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    for (const caminho of ['/login', '/painel', '/ipt/home']) {
      const resposta = await page.goto(caminho);
      expect(await resposta?.text(), caminho).toContain('<div id="root"></div>');
    }
  });
});
