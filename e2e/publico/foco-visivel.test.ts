import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { MENSAGENS } from '@portal/domain';
import { novoCnpj } from '../acesso/contas.ts';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';

const TELAS = [
  ['390', { width: 390, height: 844 }],
  ['1366', { width: 1366, height: 900 }],
] as const;

interface Anel {
  largura: number;
  contraste: number;
}

/**
 * The focused element's ring as the browser draws it: the outline's width (or the widest
 * box-shadow spread) and its contrast against the background behind the element (WCAG 2.4.13
 * asks at least 2 px and 3:1). Evaluated in the page, where the DOM is.
 */
const MEDIR_ANEL = `(() => {
  const el = document.activeElement;
  const estilo = getComputedStyle(el);
  const rgb = (cor) => (cor.match(/[\\d.]+/g) || []).map(Number);
  const luz = ([r, g, b]) => {
    const c = [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  };
  let fundo = [255, 255, 255];
  for (let n = el.parentElement; n; n = n.parentElement) {
    const f = rgb(getComputedStyle(n).backgroundColor);
    if (f.length >= 3 && (f[3] === undefined || f[3] > 0)) { fundo = f; break; }
  }
  let largura = estilo.outlineStyle === 'none' ? 0 : parseFloat(estilo.outlineWidth);
  let cor = rgb(estilo.outlineColor);
  if (largura === 0 && estilo.boxShadow !== 'none') {
    const sombra = estilo.boxShadow.match(/rgba?\\([^)]*\\)|[\\d.]+px/g) || [];
    cor = rgb(sombra.find((p) => p.startsWith('rgb')) || '');
    largura = Math.max(0, ...sombra.filter((p) => p.endsWith('px')).map(parseFloat));
  }
  const [a, b] = [luz(cor), luz(fundo)].sort((x, y) => y - x);
  return { largura, contraste: (a + 0.05) / (b + 0.05) };
})()`;

/** Reaches the element with the keyboard, as someone who cannot use a mouse does. */
async function focarPeloTeclado(page: Page, alvo: Locator): Promise<Anel> {
  await alvo.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  return (await page.evaluate(MEDIR_ANEL)) as Anel;
}

const esperarAnelVisivel = (anel: Anel) => {
  expect(anel.largura).toBeGreaterThanOrEqual(2);
  expect(anel.contraste).toBeGreaterThanOrEqual(3);
};

describe.each(TELAS)('foco visível (%s px)', (tela, viewport) => {
  const { newPage } = useBrowser();

  it(
    'campo de texto, seleção, caixa de marcar e campo com erro mostram o anel de foco',
    { timeout: 120_000 },
    async () => {
      const page = await newPage({ viewport });
      await page.goto('/register');
      // The sign-up asks which company first; a new CNPJ opens the whole form.
      const dialogo = await visible(page.getByRole('dialog', { name: 'Informe qual é a empresa' }));
      esperarAnelVisivel(await focarPeloTeclado(page, dialogo.getByPlaceholder('CNPJ')));
      await dialogo.getByPlaceholder('CNPJ').fill(novoCnpj());
      await dialogo.getByRole('button', { name: 'Confirmar' }).click();
      await visible(page.getByText(MENSAGENS.novoCadastro));
      const texto = await visible(page.locator('#conteudo [name="nome"]'));

      // Tab através dos campos não os marca como errados.
      await focarPeloTeclado(page, texto);
      for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
      expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);

      esperarAnelVisivel(await focarPeloTeclado(page, texto));
      esperarAnelVisivel(
        await focarPeloTeclado(page, page.locator('#conteudo').getByRole('combobox').first()),
      );
      esperarAnelVisivel(
        await focarPeloTeclado(page, page.locator('#conteudo').getByRole('checkbox').first()),
      );
      expect(await violacoesAxe(page)).toEqual([]);

      // Depois de tentar enviar, os campos obrigatórios aparecem com erro, e com foco visível.
      await page.getByRole('button', { name: 'Concluir cadastro' }).click();
      const comErro = await visible(page.locator('#conteudo input[aria-invalid="true"]').first());
      esperarAnelVisivel(await focarPeloTeclado(page, comErro));
      expect(await violacoesAxe(page)).toEqual([]);
      await capturar(page, `foco-erro-${tela}`);
      await page.context().close();
    },
  );

  it('as páginas públicas ficam no cabeçalho do computador e no "⋮" do celular', async () => {
    const page = await newPage({ viewport });
    await page.goto('/');
    const paginas = page.getByRole('navigation', { name: 'Páginas do portal' });
    if (viewport.width >= 1000) {
      for (const nome of ['Sobre a chamada', 'Fornecedores', 'Municípios', 'Soluções'])
        await visible(paginas.getByRole('link', { name: nome }));
      esperarAnelVisivel(
        await focarPeloTeclado(page, paginas.getByRole('link', { name: 'Fornecedores' })),
      );
    } else {
      expect(await paginas.isVisible()).toBe(false);
    }
    expect(await violacoesAxe(page)).toEqual([]);
    await capturar(page, `inicio-${tela}`);
    await page.context().close();
  });
});
