import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { caminhoDoLink, emailsPara, esperarEmail } from '../support/caixa-email.ts';
import { empresaNova } from '../support/empresas.ts';
import { criarEmpresa, enviarSolucaoAssinada, entrarComoAdministrador } from '../ipt/apoio.ts';
import { criarConta, entrarPelaTela } from './contas.ts';
import { TELA_DA_EMPRESA, TELA_DA_EQUIPE } from '../support/larguras.ts';

const NOVA_SENHA = 'Sabia@Laranjeira_77';

describe('e-mails do portal', () => {
  const { newPage } = useBrowser();

  it('"Esqueci minha senha" leva do /senha ao e-mail, à nova senha e ao painel, e a sessão antiga cai', async () => {
    const conta = await criarConta();
    // A session open elsewhere, with the password someone else may know.
    const antiga = await newPage({ viewport: TELA_DA_EMPRESA });
    await entrarPelaTela(antiga, conta);

    const page = await newPage({ viewport: TELA_DA_EMPRESA });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(conta.email);
    await page.getByRole('button', { name: 'Cadastrar / Entrar' }).click();
    await page.waitForURL('**/senha');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL('**/senha/esqueci');
    await visible(page.getByRole('heading', { name: 'Esqueci minha senha' }));
    expect(await page.getByLabel('E-mail').inputValue()).toBe(conta.email);
    expect(await violacoesAxe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await visible(page.getByText(MENSAGENS.linkRedefinicaoEnviado));
    expect(await violacoesAxe(page)).toEqual([]);

    const mensagem = await esperarEmail(conta.email, 'Crie uma nova senha');
    await page.goto(caminhoDoLink(mensagem, '/senha/redefinir'));
    await visible(page.getByRole('heading', { name: 'Crie uma nova senha' }));
    await visible(page.getByLabel(/^Nova senha/));
    expect(await violacoesAxe(page)).toEqual([]);
    await page.getByLabel(/^Nova senha/).fill(NOVA_SENHA);
    await page.getByLabel('Confirme a nova senha').fill(NOVA_SENHA);
    await page.getByRole('button', { name: 'Salvar nova senha e entrar' }).click();
    await page.waitForURL('**/painel');
    await visible(page.getByRole('heading', { name: 'Usuário - Dados cadastrais' }));

    // The old session is over: its next page asks for sign-in again.
    await antiga.goto('/painel/lista-solucoes');
    await antiga.waitForURL('**/login**');

    // The link is spent: opening it again says so, with the way to ask for another.
    await page.goto(caminhoDoLink(mensagem, '/senha/redefinir'));
    await visible(page.getByText(MENSAGENS.linkUsado));
    await visible(page.getByRole('link', { name: 'Pedir um novo link' }));
    expect(await violacoesAxe(page)).toEqual([]);
    await esperarEmail(conta.email, 'Sua senha foi alterada');
  });

  it('a observação da equipe numa mudança de status chega por e-mail à empresa', async () => {
    const paginaEmpresa = await newPage();
    const empresa = await criarEmpresa(paginaEmpresa);
    const propostaId = await enviarSolucaoAssinada(
      paginaEmpresa,
      empresa,
      'Semáforos Inteligentes',
    );
    await esperarEmail(empresa.contato.email, /^Recibo: solução/);

    const admin = await newPage();
    await entrarComoAdministrador(admin);
    await admin.goto(`/ipt/solution/${propostaId}`);
    await (await visible(admin.getByRole('button', { name: 'Alterar Status' }))).click();
    const dialogo = admin.getByRole('dialog', { name: 'Alterar Status' });
    await visible(dialogo);
    await dialogo.getByLabel(/Status/).click();
    await admin.getByRole('option', { name: 'Solicitações Feitas' }).click();
    await dialogo
      .getByLabel('Observação para a empresa (opcional)')
      .fill('Envie a planilha de custos por município.');
    await dialogo.getByRole('button', { name: 'Salvar' }).click();
    await dialogo.waitFor({ state: 'hidden' });

    const mensagem = await esperarEmail(
      empresa.contato.email,
      /^Solicitações da equipe sobre a solução/,
    );
    expect(mensagem.texto).toContain('Semáforos Inteligentes');
    expect(mensagem.texto).toContain('Solicitações:\nEnvie a planilha de custos por município.');
    expect(caminhoDoLink(mensagem, '/painel/propostas')).toBe(`/painel/propostas/${propostaId}`);
  });

  it('a caixa de saída mostra as mensagens ao administrador, sem o corpo dos links secretos', async () => {
    const admin = await newPage({ viewport: TELA_DA_EQUIPE });
    await entrarComoAdministrador(admin);
    await admin.goto('/ipt/emails');
    await visible(admin.getByRole('heading', { name: 'E-mails enviados' }));
    await admin.getByLabel('Tipo').selectOption('confirmacao-email');
    await visible(admin.getByText(/^[1-9]\d* mensagem\(ns\)$/));
    expect(await admin.getByText('/email/confirmar#').count()).toBe(0);
    expect(await violacoesAxe(admin)).toEqual([]);
  });

  it('o painel avisa do e-mail não confirmado e reenvia o link', async () => {
    const page = await newPage();
    const empresa = await criarEmpresaSemConfirmar(page);
    await page.goto('/painel');
    await visible(page.getByText('Confirme seu e-mail'));
    expect(await violacoesAxe(page)).toEqual([]);
    // Resending replaces the registration's link, so the link to open is the one after it.
    await esperarEmail(empresa, 'Confirme seu e-mail');
    const jaRecebidas = emailsPara(empresa).length;
    await page.getByRole('button', { name: 'Reenviar e-mail' }).click();
    await visible(page.getByText(MENSAGENS.confirmacaoReenviada));
    const mensagem = await esperarEmail(empresa, 'Confirme seu e-mail', jaRecebidas);
    await page.goto(caminhoDoLink(mensagem, '/email/confirmar'));
    await visible(page.getByText(MENSAGENS.emailConfirmado));
    expect(await violacoesAxe(page)).toEqual([]);
    await page.goto('/painel');
    await visible(page.getByRole('heading', { name: 'Usuário - Dados cadastrais' }));
    expect(await page.getByText('Confirme seu e-mail').count()).toBe(0);
  });
});

/** A company user signed in on this page whose address is not confirmed yet. */
async function criarEmpresaSemConfirmar(page: Page): Promise<string> {
  const email = `e2e-confirmar-${Math.random().toString(16).slice(2, 10)}@exemplo.com.br`;
  const senha = 'Ipe@Amarelo_Serra42';
  const cadastro = await page.request.put('/api/cadastro/usuario', {
    data: {
      nome: 'Renata Paiva Campos',
      email,
      login: email,
      senhaNova: senha,
      aceiteLGPD: true,
      telefones: [{ ddd: '11', numero: '987654321', tipoTelefone: 1, observacoes: '' }],
      empresa: empresaNova(),
    },
  });
  expect(cadastro.status()).toBe(201);
  expect(
    (await page.request.post('/api/login', { data: { login: email, SenhaAtual: senha } })).ok(),
  ).toBe(true);
  return email;
}
