import { beforeAll, describe, expect, it } from 'vitest';
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

/** WCAG 2.5.8: below this, in either direction, a target is easy to miss with a finger. */
const ALVO_MINIMO = 24;

/** The visible targets under `alvos` smaller than 24 × 24 px, as 'name: width × height'. */
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

/** What a screen reader reads after the field's name: the texts its aria-describedby names. */
async function descricao(campo: Locator): Promise<string> {
  const ids = (await campo.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const pagina = campo.page();
  const textos = await Promise.all(ids.map((id) => pagina.locator(`[id="${id}"]`).textContent()));
  return textos.join(' ').trim();
}

const focado = (page: Page, alvo: Locator) => alvo.and(page.locator(':focus')).count();

describe('acessibilidade nos estados que o usuário encontra', () => {
  const { newPage } = useBrowser();

  describe.each(TELAS)('a %s px', (tela, viewport) => {
    // One page per width: every state starts from its own navigation.
    let page: Page;
    beforeAll(async () => {
      page = await newPage({ viewport });
    });

    // The "⋮" menu holds the pages on a phone and the user's extra items on a computer.
    it('menu "Mais opções" aberto: sem violações, alvos de 24 px e Esc devolve o foco', async () => {
      await page.goto('/');
      const botao = page.getByRole('button', { name: 'Mais opções' });
      const menu = page.getByRole('menu');
      await botao.click();
      await visible(menu.getByRole('menuitem', { name: 'Fornecedores' }));
      await capturar(page, `menu-aberto-${tela}`, { soATela: true });
      expect(await violacoesAxe(page)).toEqual([]);
      expect(await alvosPequenos(menu.getByRole('menuitem'))).toEqual([]);

      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      expect(await focado(page, botao)).toBe(1);

      // By keyboard alone: Enter opens on the first item, Esc closes back on the button.
      await page.keyboard.press('Enter');
      await expect.poll(() => focado(page, menu.getByRole('menuitem').first())).toBe(1);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      expect(await focado(page, botao)).toBe(1);
    });

    it('/login com e-mail inválido: o erro é a descrição do campo, anunciado, sem violações', async () => {
      await page.goto('/login');
      const email = page.getByLabel('E-mail');
      await email.fill('maria@');
      await email.press('Enter');
      const erro = await visible(page.getByRole('alert').getByText(MENSAGENS.emailInvalido));
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(await descricao(email)).toBe(await erro.textContent());
      await capturar(page, `login-erro-${tela}`);
      expect(await violacoesAxe(page)).toEqual([]);
    });

    it('/register enviado vazio: cada erro descreve o seu campo, sem violações', async () => {
      await page.goto('/register');
      const dialogo = await visible(page.getByRole('dialog', { name: 'Informe qual é a empresa' }));
      await dialogo.getByRole('button', { name: 'Confirmar' }).click();
      await visible(dialogo.getByText(MENSAGENS.digiteCnpj, { exact: true }));
      expect(await violacoesAxe(page)).toEqual([]);

      await dialogo.getByPlaceholder('CNPJ').fill(novoCnpj());
      await dialogo.getByRole('button', { name: 'Confirmar' }).click();
      await visible(page.getByText(MENSAGENS.novoCadastro));
      await page.getByRole('button', { name: 'Concluir cadastro' }).click();
      await visible(page.getByText(MENSAGENS.camposInvalidos));
      const invalidos = await page.locator('#conteudo [aria-invalid="true"]').all();
      expect(invalidos.length).toBeGreaterThan(10);
      const semDescricao: (string | null)[] = [];
      for (const campo of invalidos)
        if (!(await descricao(campo))) semDescricao.push(await campo.getAttribute('name'));
      expect(semDescricao).toEqual([]);
      await capturar(page, `cadastro-erros-${tela}`);
      expect(await violacoesAxe(page)).toEqual([]);
    });

    it('rodapé e cabeçalho da página inicial: sem violações, alvos de pelo menos 24 × 24 px', async () => {
      await page.goto('/');
      const rodape = page.getByRole('contentinfo');
      await visible(rodape.getByRole('link', { name: 'Privacidade' }));
      expect(await alvosPequenos(rodape.getByRole('link'))).toEqual([]);
      const cabecalho = page.getByRole('banner');
      expect(
        await alvosPequenos(cabecalho.getByRole('link').or(cabecalho.getByRole('button'))),
      ).toEqual([]);
      await rodape.scrollIntoViewIfNeeded();
      await capturar(page, `rodape-${tela}`, { soATela: true });
      expect(await violacoesAxe(page)).toEqual([]);
    });
  });
});
