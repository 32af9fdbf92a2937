import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { useBrowser, visible } from '../support/browser.ts';
import { irPeloMenu, SUA_CONTA } from '../support/menu.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/portal-server.ts';
import {
  criarEmpresa,
  entrarComoAdministrador,
  entrarPelaTelaDoIpt,
  novoEmailEquipe,
  SENHA,
} from './apoio.ts';
import { confirmarEmail } from '../support/caixa-email.ts';

describe('acesso à área do IPT', () => {
  const { newPage } = useBrowser();

  it('volta a /ipt sem o e-mail do passo anterior e sem sessão', async () => {
    const page = await newPage();
    await page.goto('/ipt/senha');
    await page.waitForURL('**/ipt');
    await visible(page.getByRole('heading', { name: 'Acesso da equipe do IPT' }));
    await page.getByRole('button', { name: 'Cadastrar / Entrar' }).click();
    await visible(page.getByText(MENSAGENS.emailInvalido));

    await page.goto('/ipt/home');
    await page.waitForURL('**/ipt');
  });

  it('mostra a recusa do servidor para a senha errada e abre /ipt/home com a certa', async () => {
    const page = await newPage();
    await page.goto('/ipt');
    await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
    await page.getByRole('button', { name: 'Cadastrar / Entrar' }).click();
    await page.waitForURL('**/ipt/senha');
    await page.getByLabel('Senha', { exact: true }).fill('Errada!123x');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await visible(page.getByText(MENSAGENS.emailOuSenhaIncorretos));
  });

  it('recusa a conta de uma empresa na área e na lista de empresas', async () => {
    const page = await newPage();
    await criarEmpresa(page);
    await page.goto('/ipt/home');
    await visible(page.getByRole('heading', { name: 'Acesso não permitido' }));
    await page.goto('/ipt/companies');
    await visible(page.getByRole('heading', { name: 'Acesso não permitido' }));
    expect(await page.getByRole('table').count()).toBe(0);
  });

  it('pede para entrar quem abre a lista de empresas sem sessão', async () => {
    const page = await newPage();
    await page.goto('/ipt/companies');
    await visible(page.getByRole('heading', { name: 'Entre para continuar' }));
    await page.getByRole('link', { name: 'Entrar como equipe do IPT' }).click();
    await page.waitForURL('**/ipt');
  });

  it('entra pela tela e sai pelo menu', async () => {
    const page = await newPage();
    await entrarPelaTelaDoIpt(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await visible(page.getByRole('heading', { name: 'Estatísticas e soluções' }));
    await irPeloMenu(page, 'Sair', { grupo: SUA_CONTA });
    await page.waitForURL('**/ipt/logout');
    await visible(page.getByText(MENSAGENS.sessaoEncerrada));
    await page.goto('/ipt/home');
    await page.waitForURL('**/ipt');
  });

  it('recusa a página da equipe a um analista', async () => {
    const analista = await newPage();
    const email = novoEmailEquipe('so-analista');
    const cadastro = await analista.request.put('/api/cadastro/usuario/ipt', {
      data: { nome: 'Otávio Lima', email, login: email, senhaNova: SENHA, aceiteLGPD: true },
    });
    expect(cadastro.status()).toBe(201);
    await confirmarEmail(email);

    const admin = await newPage();
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

    await entrarPelaTelaDoIpt(analista, email);
    const menu = analista.getByRole('navigation', { name: 'Menu principal' });
    await visible(menu.getByRole('link', { name: 'Estatísticas e soluções' }));
    expect(await menu.getByRole('link', { name: 'Equipe', exact: true }).count()).toBe(0);
    await analista.goto('/ipt/equipe');
    await visible(analista.getByRole('heading', { name: 'Acesso não permitido' }));
  });
});
