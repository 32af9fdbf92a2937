import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ArquivoEmMemoria } from '../support/arquivos.ts';
import { esperarAnelVisivel, lerFoco, type Foco } from '../support/foco.ts';

/**
 * One Tab, and the ring the focus lands on: every stop of a keyboard journey must show where
 * the person is (WCAG 2.4.7). The page itself, with nothing focused, has no ring to show.
 */
export async function tab(page: Page): Promise<Foco> {
  await page.keyboard.press('Tab');
  const foco = await lerFoco(page);
  if (foco.tag !== 'body') esperarAnelVisivel(foco);
  return foco;
}

const descrever = (foco: Foco) => foco.rotulo || foco.nome || foco.tag;

/** Presses Tab until the focus reaches the element of that label or field name. */
export async function tabAte(page: Page, alvo: string, maximo = 150): Promise<Foco> {
  const vistos: string[] = [];
  for (let i = 0; i < maximo; i++) {
    const foco = await tab(page);
    if (foco.rotulo === alvo || foco.nome === alvo) return foco;
    vistos.push(descrever(foco));
  }
  throw new Error(`O Tab não chegou a "${alvo}"; passou por: ${vistos.join(' → ')}`);
}

/** What the keyboard does on a field once the focus is on it. */
export type Acao = (page: Page) => Promise<void>;

/**
 * Walks a form with Tab from wherever the focus is, as a keyboard user fills it: on each field
 * named in `acoes` (by its `name` or, for selects and file buttons, by its label) the action
 * runs once; everything else is passed by. Stops on the `ate` button, which it leaves focused.
 */
export async function preencherComTab(
  page: Page,
  acoes: Record<string, Acao>,
  ate: string,
): Promise<void> {
  const pendentes = new Map(Object.entries(acoes));
  const vistos: string[] = [];
  for (let i = 0; i < 400; i++) {
    const foco = await tab(page);
    const chave = [foco.nome, foco.rotulo].find((c) => c && pendentes.has(c));
    if (chave) {
      await pendentes.get(chave)!(page);
      pendentes.delete(chave);
      continue;
    }
    if (foco.rotulo === ate) {
      if (pendentes.size === 0) return;
      throw new Error(
        `Chegou a "${ate}" sem passar por: ${[...pendentes.keys()].join(', ')}; ` +
          `passou por: ${vistos.join(' → ')}`,
      );
    }
    vistos.push(descrever(foco));
  }
  throw new Error(`O Tab não chegou a "${ate}"; passou por: ${vistos.join(' → ')}`);
}

export const digitar =
  (texto: string): Acao =>
  (page) =>
    page.keyboard.type(texto);

/**
 * Lets the page run the timers its last key scheduled, as the pause between a person's keys
 * does. Mantine's select opens its list and, in a timer, re-reads which option is current; keys
 * sent back to back on a busy machine (Chromium runs input before timers) would land before it,
 * and an Enter on an option shown as current but no longer known as such picks nothing.
 */
const assentar = (page: Page) =>
  page.evaluate('new Promise((fim) => setTimeout(fim, 0))') as Promise<void>;

/**
 * Picks an option of a select as a keyboard user does: typing narrows a searchable list, the
 * arrows move through it, Enter picks the option the list shows as the current one.
 */
export const escolher =
  (opcao: string, busca?: string): Acao =>
  async (page) => {
    if (busca) await page.keyboard.type(busca);
    await assentar(page);
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('ArrowDown');
      await assentar(page);
      const atual = (await page.evaluate(`(() => {
        const lista = document.getElementById(document.activeElement.getAttribute('aria-controls'));
        const opcao = lista && lista.querySelector('[data-combobox-selected]');
        return opcao ? opcao.textContent.trim() : null;
      })()`)) as string | null;
      if (atual === opcao) {
        await page.keyboard.press('Enter');
        await expect.poll(() => page.evaluate('document.activeElement.value')).toBe(opcao);
        return;
      }
    }
    throw new Error(`A opção "${opcao}" não apareceu com as setas.`);
  };

/** Space ticks the focused check box. */
export const marcar: Acao = (page) => page.keyboard.press('Space');

/**
 * A yes/no question: the Tab lands on its first option ('Sim'); Space picks it, the down arrow
 * moves to the next option and picks it.
 */
export const responder =
  (resposta: 'Sim' | 'Não'): Acao =>
  async (page) => {
    await page.keyboard.press(resposta === 'Sim' ? 'Space' : 'ArrowDown');
    esperarAnelVisivel(await lerFoco(page));
  };

/**
 * Puts the page's file choosers in Playwright's hands for the whole journey. Intercepting starts
 * with a message of its own, which can lose the race with the key press that opens a chooser
 * (the chooser then opens unanswered and the journey waits forever); a listener added when the
 * page opens, and kept, has it in force long before the first file button.
 */
export function interceptarSeletoresDeArquivo(page: Page): Page {
  page.on('filechooser', () => undefined);
  return page;
}

/**
 * Opens the file chooser from the focused file button with Enter, as the keyboard does, and
 * answers it with the files. The page must be intercepting choosers already.
 */
export const anexar =
  (...arquivos: ArquivoEmMemoria[]): Acao =>
  async (page) => {
    const [seletor] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.keyboard.press('Enter'),
    ]);
    await seletor.setFiles(arquivos);
  };
