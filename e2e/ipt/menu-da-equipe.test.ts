import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { CELULAR, COMPUTADOR } from '../support/larguras.ts';
import { menuPrincipal, SUA_CONTA } from '../support/menu.ts';
import { criarEmpresa, entrarComoAdministrador } from './apoio.ts';
import { entrarComoGestor } from '../gestor/apoio.ts';

/** The distinct tops of the visible controls: one value is one row. */
async function linhas(controles: Locator): Promise<number[]> {
  const topos = new Set<number>();
  for (const controle of await controles.all()) {
    const caixa = (await controle.isVisible()) ? await controle.boundingBox() : null;
    if (caixa) topos.add(Math.round(caixa.y + caixa.height / 2));
  }
  return [...topos];
}

/** Whether the portal's name overflows its link, under the bar's first button. */
const marcaTransborda = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /Cidades Inteligentes/ })
    .evaluate((marca) => marca.scrollWidth > marca.clientWidth);

/** The widest greeting, "Boa tarde,": the bar must hold its row whatever the hour. */
const aTarde = (page: Page) => page.clock.setFixedTime(new Date('2026-03-10T15:00:00-03:00'));

const controlesDaBarra = (page: Page) =>
  menuPrincipal(page).getByRole('link').or(menuPrincipal(page).getByRole('button'));

describe('menu por tarefa', () => {
  const { newPage } = useBrowser();

  it('o administrador acha tudo numa linha a 1366 px, pelo teclado, com o lugar marcado', async () => {
    const page = await newPage({ viewport: COMPUTADOR });
    await aTarde(page);
    await entrarComoAdministrador(page);
    await page.goto('/ipt/home');
    const menu = menuPrincipal(page);
    await visible(menu.getByRole('link', { name: 'Estatísticas e soluções' }));
    expect(await linhas(controlesDaBarra(page))).toHaveLength(1);
    expect(await marcaTransborda(page)).toBe(false);
    expect(await controlesDaBarra(page).allTextContents()).toEqual([
      'Estatísticas e soluções',
      'Avaliação',
      'Empresas',
      'Administração',
      expect.stringMatching(SUA_CONTA),
      '',
    ]);
    await capturar(page, 'menu-administrador-1366', { soATela: true });

    // By keyboard: the task's button opens its pages, Enter follows one.
    const administracao = menu.getByRole('button', { name: 'Administração' });
    await administracao.focus();
    await page.keyboard.press('Enter');
    const paginas = await visible(menu.getByRole('menu', { name: 'Administração' }));
    expect(await paginas.getByRole('menuitem').allTextContents()).toEqual([
      'Calendário',
      'Documentos',
      'E-mails',
      'Equipe',
      'Auditoria',
      'Privacidade',
    ]);
    await capturar(page, 'menu-administracao-aberto-1366', { soATela: true });
    expect(await violacoesAxe(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/ipt/documentos');

    // The task of the page is marked, in words for a screen reader as well as in colour.
    await visible(page.getByRole('heading', { level: 1, name: 'Documentos do programa' }));
    expect(await administracao.getAttribute('aria-current')).toBe('true');
    expect(await menu.getByRole('button', { name: 'Empresas' }).getAttribute('aria-current')).toBe(
      null,
    );

    await menu.getByRole('button', { name: 'Empresas' }).click();
    const empresas = menu.getByRole('menu', { name: 'Empresas' });
    expect(
      await empresas.getByRole('menuitem', { name: 'Pedidos de empresas' }).getAttribute('href'),
    ).toBe('/ipt/pedidos-empresas');
  });

  it('no celular, o menu ⋮ traz cada tarefa com seu nome', async () => {
    const page = await newPage({ viewport: CELULAR });
    await entrarComoAdministrador(page);
    await page.goto('/ipt/home');
    // The area's page appears once the session is known; the menu is the signed-in one from then.
    await visible(page.locator('#conteudo h1').first());
    await page.getByRole('button', { name: 'Mais opções' }).click();
    const menu = await visible(page.getByRole('menu'));
    const grupos = await menu.getByRole('group').all();
    const nomes = await Promise.all(grupos.map((g) => g.getAttribute('aria-labelledby')));
    expect(nomes).toHaveLength(6);
    await visible(
      menu.getByRole('group', { name: 'Administração' }).getByRole('menuitem', {
        name: 'Auditoria',
      }),
    );
    await visible(
      menu.getByRole('group', { name: 'Sua conta' }).getByRole('menuitem', {
        name: 'Sair',
      }),
    );
    await capturar(page, 'menu-administrador-390', { soATela: true });
    expect(await violacoesAxe(page)).toEqual([]);
  });

  it('a empresa tem seus quatro botões e a conta numa linha a 1366 px, a qualquer hora', async () => {
    const page = await newPage({ viewport: COMPUTADOR });
    // A first name longer than the greeting shows: the bar holds whoever signs in.
    await aTarde(page);
    await criarEmpresa(page, { contato: { nome: 'Jean-Christophe Bittencourt' } });
    await page.goto('/painel/lista-solucoes');
    const menu = menuPrincipal(page);
    await visible(menu.getByRole('link', { name: 'Soluções cadastradas' }));
    expect(await linhas(controlesDaBarra(page))).toHaveLength(1);
    expect(await marcaTransborda(page)).toBe(false);
    expect(
      await menu.getByRole('link', { name: 'Soluções cadastradas' }).getAttribute('aria-current'),
    ).toBe('page');
    await menu.getByRole('button', { name: SUA_CONTA }).click();
    await visible(menu.getByRole('menuitem', { name: 'Sair' }));
    await capturar(page, 'menu-empresa-1366', { soATela: true });
  });

  it('o gestor público tem a área, a seleção e a pesquisa de mercado numa linha a 1366 px', async () => {
    const page = await newPage({ viewport: COMPUTADOR });
    await aTarde(page);
    await entrarComoGestor(page);
    await page.goto('/gestor/buscas');
    const menu = menuPrincipal(page);
    await visible(menu.getByRole('button', { name: 'Pesquisa de mercado' }));
    expect(await linhas(controlesDaBarra(page))).toHaveLength(1);
    expect(await marcaTransborda(page)).toBe(false);
    // The page is inside the dropdown, and the dropdown says so.
    expect(
      await menu.getByRole('button', { name: 'Pesquisa de mercado' }).getAttribute('aria-current'),
    ).toBe('true');
    await capturar(page, 'menu-gestor-1366', { soATela: true });
  });
});
