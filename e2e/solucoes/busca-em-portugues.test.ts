import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { LARGURAS } from '../support/larguras.ts';
import { publicarSolucaoDeExemplo } from './apoio.ts';

// A word no other journey publishes, so the suggestion and the first card are this solution's.
const TITULO = `Hidrômetros inteligentes ${randomUUID().slice(0, 6)}`;
const COM_ERRO = 'hidrometos inteligentes';
const CORRIGIDA = 'hidrômetros inteligentes';
// The cards' list once no fetch is pending, read in the page (null while one is).
const OPACIDADE_DA_GRADE = `(() => {
  const lista = document.querySelector('ul[aria-busy="false"]');
  return lista ? getComputedStyle(lista).opacity : null;
})()`;

describe('busca do catálogo em português', () => {
  const { newPage } = useBrowser();

  it(
    'com erro de digitação, sugere a busca corrigida, mostra a solução com as palavras marcadas, filtra pela cidade onde já foi implantada e passa no axe, a 390 e a 1366 px',
    { timeout: 180_000 },
    async () => {
      await publicarSolucaoDeExemplo(newPage, TITULO);
      for (const [nome, viewport] of LARGURAS) {
        const visitante = await newPage({ viewport });
        await visitante.goto(`/solutions?busca=${encodeURIComponent(COM_ERRO)}`);
        const sugestao = await visible(visitante.getByRole('button', { name: CORRIGIDA }));
        await visible(visitante.getByText('Você quis dizer:'));
        const cartao = visitante.locator('article').first();
        await visible(cartao.getByRole('link', { name: TITULO }));
        expect(await cartao.locator('h2 mark').allInnerTexts()).toEqual([
          'Hidrômetros',
          'inteligentes',
        ]);
        await visible(visitante.getByRole('radiogroup', { name: 'Suporte técnico no Brasil' }));
        expect(await violacoesAxe(visitante)).toEqual([]);
        await capturar(visitante, `busca-sugestao-${nome}`);

        await sugestao.click();
        await visitante.waitForURL(/busca=hidr%C3%B4metros/);
        await visible(visitante.getByText(/as mais relevantes primeiro/));
        await expect.poll(() => visitante.getByText('Você quis dizer:').count()).toBe(0);
        await visible(visitante.locator('article').first().getByRole('link', { name: TITULO }));

        // The example names Campinas among the cities where it runs: the facet keeps the search.
        const municipios = visitante.getByRole('radiogroup', { name: 'Já implantada em' });
        const campinas = municipios.getByRole('radio', { name: /^Campinas \(SP\) \d+$/ });
        // The old cards stay, faded, until the filtered ones arrive; axe reads the faded colours.
        const filtradas = visitante.waitForResponse(
          (resposta) => resposta.url().includes('municipio=3509502') && resposta.ok(),
        );
        // The radio follows the address, which changes a moment after the click: no check().
        await (await visible(campinas)).click();
        await filtradas;
        await visitante.waitForURL(/busca=hidr%C3%B4metros.*municipio=3509502/);
        await expect.poll(() => visitante.evaluate(OPACIDADE_DA_GRADE)).toBe('1');
        await visible(visitante.locator('article').first().getByRole('link', { name: TITULO }));
        await expect.poll(() => campinas.isChecked()).toBe(true);
        expect(await violacoesAxe(visitante)).toEqual([]);
        await capturar(visitante, `busca-municipio-${nome}`);
        await visitante.context().close();
      }
    },
  );
});
