import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { MENSAGENS } from '@portal/domain';
import { novoCnpj } from '../acesso/contas.ts';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { esperarAnelVisivel, lerFoco, type Foco } from '../support/foco.ts';
import { LARGURAS } from '../support/larguras.ts';

/** Reaches the element with the keyboard, as someone who cannot use a mouse does. */
async function focarPeloTeclado(page: Page, alvo: Locator): Promise<Foco> {
  await alvo.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  return lerFoco(page);
}

describe.each(LARGURAS)('foco visível (%s)', (tela, viewport) => {
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
