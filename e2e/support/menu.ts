import type { Page } from 'playwright-core';

/** The account's dropdown is named by the greeting, whatever the hour. */
export const SUA_CONTA = /^(Bom dia|Boa tarde|Boa noite),/;

export const menuPrincipal = (page: Page) =>
  page.getByRole('navigation', { name: 'Menu principal' });

/**
 * Opens a page from the bar of a computer's width, as a person does: through the dropdown of
 * its task (`grupo`) when the task has several pages, by its own button otherwise.
 */
export async function irPeloMenu(
  page: Page,
  rotulo: string,
  { grupo }: { grupo?: string | RegExp } = {},
): Promise<void> {
  const menu = menuPrincipal(page);
  if (!grupo) return menu.getByRole('link', { name: rotulo, exact: true }).click();
  await menu.getByRole('button', { name: grupo }).click();
  await menu.getByRole('menuitem', { name: rotulo, exact: true }).click();
}
