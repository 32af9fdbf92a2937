import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { novoCnpj, novoEmail } from '../acesso/contas.ts';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { LARGURAS } from '../support/larguras.ts';

// Scoped to the page: the CNPJ dialog (a portal) has a field named `cnpj` too.
const campo = (page: Page, nome: string) => page.locator(`#conteudo [name="${nome}"]`);

describe.each(LARGURAS)('o cadastro avisa antes de o servidor recusar (%s)', (tela, viewport) => {
  const { newPage } = useBrowser();

  it('telefones pelo número, sem tipo a escolher, e a senha fácil marcada ao digitar', async () => {
    const page = await newPage({ viewport });
    const dicionario: string[] = [];
    page.on('request', (r) => {
      if (/\/senha-facil-[^/]+\.js$/.test(r.url())) dicionario.push(r.url());
    });
    await page.goto(`/register?email=${encodeURIComponent(novoEmail(`avisos-${tela}`))}`);
    const dialogo = await visible(page.getByRole('dialog', { name: 'Informe qual é a empresa' }));
    await dialogo.getByPlaceholder('CNPJ').fill(novoCnpj());
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText(MENSAGENS.novoCadastro));
    await campo(page, 'nome').fill('Carla Mendes');

    // A landline typed first: no type to choose, no complaint, the layout of a landline.
    const fixo = campo(page, 'telefones.0.numero');
    await fixo.fill('1133334444');
    expect(await fixo.inputValue()).toBe('(11) 3333-4444');
    await visible(page.getByText('Telefone fixo', { exact: true }));
    await page.getByRole('button', { name: 'Adicionar telefone' }).click();
    const celular = campo(page, 'telefones.1.numero');
    await celular.fill('11987654321');
    expect(await celular.inputValue()).toBe('(11) 98765-4321');
    await visible(page.getByText('Celular', { exact: true }));
    expect(await page.getByRole('combobox', { name: /Tipo do telefone/ }).count()).toBe(0);
    for (const numero of [fixo, celular]) {
      expect(await numero.getAttribute('aria-invalid')).not.toBe('true');
    }
    await page.getByText('Telefones de contato', { exact: true }).scrollIntoViewIfNeeded();
    await capturar(page, `cadastro-telefones-${viewport.width}`, { soATela: true });

    // The dictionary is not part of the page: it arrives when the password field is first used.
    expect(dicionario).toEqual([]);
    const senha = campo(page, 'senhaNova');
    await senha.focus();
    await expect.poll(() => dicionario.length).toBe(1);
    await senha.fill('Carla@2025');
    const itemFacil = page.locator('li', { hasText: 'não ser fácil de adivinhar' });
    await expect.poll(() => itemFacil.textContent()).not.toMatch(/verificando/);
    // Every item of the spec's rule is ticked; the guessable-password one is not.
    expect(await page.locator('li', { hasText: '(atendido)' }).count()).toBe(5);
    expect(await itemFacil.textContent()).not.toMatch(/atendido/);
    expect(await violacoesAxe(page)).toEqual([]);
    await page.getByText('Senha de acesso', { exact: true }).scrollIntoViewIfNeeded();
    await capturar(page, `cadastro-senha-${viewport.width}`, { soATela: true });

    await senha.fill('Girassol@Azul!84');
    await expect.poll(() => itemFacil.textContent()).toMatch(/atendido/);
  });
});
