import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { useBrowser, visible } from '../support/browser.ts';
import { irPeloMenu, SUA_CONTA } from '../support/menu.ts';
import { entrarComoAdministrador, entrarPelaTelaDoIpt, novoEmailEquipe, SENHA } from './apoio.ts';
import { confirmarEmail } from '../support/caixa-email.ts';

const SENHA_NOVA = 'Jacaranda_Flor@2031';
const SENHA_ERRADA = 'Paineira@Rosa_2030';

/**
 * A new analyst, approved by the administrator the server ensures. The journey changes this
 * analyst's password, never the administrator's, which the other journeys sign in with.
 */
async function criarAnalista(analista: Page, admin: Page): Promise<string> {
  const email = novoEmailEquipe('troca-senha');
  const cadastro = await analista.request.put('/api/cadastro/usuario/ipt', {
    data: {
      nome: 'Lívia Campos Teixeira',
      email,
      login: email,
      senhaNova: SENHA,
      aceiteLGPD: true,
    },
  });
  expect(cadastro.status()).toBe(201);
  await confirmarEmail(email);

  await entrarComoAdministrador(admin);
  const equipe = (await (await admin.request.get('/api/equipe')).json()) as {
    id: string;
    email: string;
  }[];
  const membro = equipe.find((m) => m.email === email);
  expect(membro).toBeDefined();
  const aprovacao = await admin.request.post(`/api/equipe/${membro!.id}/aprovacao`, {
    data: { tipoUsuario: 4 },
  });
  expect(aprovacao.ok()).toBe(true);
  return email;
}

async function alterarSenha(page: Page, atual: string, nova: string) {
  await page.getByLabel('Senha atual').fill(atual);
  await page.getByLabel(/^Nova senha/).fill(nova);
  await page.getByLabel('Confirme a nova senha').fill(nova);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
}

/** The message the form shows under a field, found through the field's aria-describedby. */
async function erroDoCampo(page: Page, rotulo: string): Promise<string> {
  const ids = (await page.getByLabel(rotulo).getAttribute('aria-describedby')) ?? '';
  const textos = await Promise.all(
    ids
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return textos.join(' ');
}

describe('alteração de senha da equipe do IPT', () => {
  const { newPage } = useBrowser();

  it('recusa a senha atual errada no campo, troca com a certa e só a nova senha entra', async () => {
    const page = await newPage();
    const email = await criarAnalista(page, await newPage());
    await entrarPelaTelaDoIpt(page, email);

    await irPeloMenu(page, 'Alterar senha', { grupo: SUA_CONTA });
    await page.waitForURL('**/ipt/conta');
    await visible(page.getByRole('heading', { level: 1, name: 'Alterar senha' }));
    expect(await page.title()).toContain('Minha conta');

    await alterarSenha(page, SENHA_ERRADA, SENHA_NOVA);
    await visible(page.getByText(MENSAGENS.senhaIncorreta));
    expect(await erroDoCampo(page, 'Senha atual')).toBe(MENSAGENS.senhaIncorreta);

    await alterarSenha(page, SENHA, SENHA_NOVA);
    await visible(page.getByText(MENSAGENS.senhaAlterada));
    expect(await page.getByLabel('Senha atual').inputValue()).toBe('');
    expect(await page.getByLabel(/^Nova senha/).inputValue()).toBe('');

    await irPeloMenu(page, 'Sair', { grupo: SUA_CONTA });
    await page.waitForURL('**/ipt/logout');
    await visible(page.getByText(MENSAGENS.sessaoEncerrada));

    // The old password no longer opens the area; the new one does.
    await page.goto('/ipt');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Cadastrar / Entrar' }).click();
    await page.waitForURL('**/ipt/senha');
    await page.getByLabel('Senha', { exact: true }).fill(SENHA);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await visible(page.getByText(MENSAGENS.emailOuSenhaIncorretos));

    await page.getByLabel('Senha', { exact: true }).fill(SENHA_NOVA);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL('**/ipt/home');
    await visible(page.getByRole('heading', { name: 'Estatísticas e soluções' }));
  });
});
