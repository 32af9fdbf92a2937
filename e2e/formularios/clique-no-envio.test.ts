import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { MENSAGENS } from '@portal/domain';
import { criarConta, novoEmail, SENHA } from '../acesso/contas.ts';
import { entrarComoAdministrador } from '../ipt/apoio.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { caminhoDoLink, esperarEmail } from '../support/caixa-email.ts';
import { ADMIN_EMAIL } from '../support/portal-server.ts';

/**
 * Counts the submit events of the page's forms: a click that reached the button submits, even
 * when the form then refuses the values; a lost click leaves the count where it was.
 */
async function contarEnvios(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(`(() => {
    window.enviosContados = 0;
    document.addEventListener('submit', () => { window.enviosContados++; }, true);
  })()`);
  return async () => (await page.evaluate('window.enviosContados')) as number;
}

/**
 * A mouse click as a person makes it: the press on the button (its centre, or `altura` of the
 * way down), then the release at the same point. `entre` runs between the two, as long as a slow
 * hand holds the button down.
 */
async function clicarComoPessoa(
  botao: Locator,
  {
    altura = 0.5,
    entre = async () => {},
  }: { altura?: number; entre?: () => Promise<unknown> } = {},
) {
  const page = botao.page();
  await botao.scrollIntoViewIfNeeded();
  const caixa = await botao.boundingBox();
  if (!caixa) throw new Error('botão fora da tela');
  await page.mouse.move(caixa.x + caixa.width / 2, caixa.y + caixa.height * altura);
  await page.mouse.down();
  await entre();
  await page.mouse.up();
}

interface Caso {
  nome: string;
  abrir: (page: Page) => Promise<void>;
  /** The form's last field, where the invalid value goes. */
  campo: (page: Page) => Locator;
  /** An invalid value; '' empties a required field after typing in it. */
  valor: string;
  botao: (page: Page) => Locator;
  erro: string;
}

const senhaPorRotulo = (rotulo: string | RegExp) => (page: Page) =>
  page.getByLabel(rotulo, { exact: true });
const botaoChamado = (nome: string) => (page: Page) =>
  page.getByRole('button', { name: nome, exact: true });

/** Reaches /senha (or /ipt/senha) the way a person does: the e-mail first. */
async function chegarNaSenha(page: Page, entrada: string, email: string) {
  await page.goto(entrada);
  await (await visible(page.getByLabel('E-mail'))).fill(email);
  await page.getByRole('button', { name: 'Cadastrar / Entrar' }).click();
  await page.waitForURL(`**${entrada === '/login' ? '' : '/ipt'}/senha`);
}

const CASOS: Caso[] = [
  {
    nome: 'e-mail do acesso das empresas (/login)',
    abrir: (page) => page.goto('/login').then(() => undefined),
    campo: (page) => page.getByLabel('E-mail'),
    valor: 'maria@',
    botao: botaoChamado('Cadastrar / Entrar'),
    erro: MENSAGENS.emailInvalido,
  },
  {
    nome: 'e-mail do acesso da equipe (/ipt)',
    abrir: (page) => page.goto('/ipt').then(() => undefined),
    campo: (page) => page.getByLabel('E-mail'),
    valor: 'ana@ipt',
    botao: botaoChamado('Cadastrar / Entrar'),
    erro: MENSAGENS.emailInvalido,
  },
  {
    nome: 'senha da empresa (/senha)',
    abrir: async (page) => chegarNaSenha(page, '/login', (await criarConta()).email),
    campo: senhaPorRotulo('Senha'),
    valor: '',
    botao: botaoChamado('Entrar'),
    erro: MENSAGENS.digiteSenha,
  },
  {
    nome: 'senha da equipe (/ipt/senha)',
    abrir: (page) => chegarNaSenha(page, '/ipt', ADMIN_EMAIL),
    campo: senhaPorRotulo('Senha'),
    valor: '',
    botao: botaoChamado('Entrar'),
    erro: MENSAGENS.digiteSenha,
  },
  {
    nome: 'esqueci minha senha (/senha/esqueci)',
    abrir: (page) => page.goto('/senha/esqueci').then(() => undefined),
    campo: (page) => page.getByLabel('E-mail'),
    valor: 'joao.silva',
    botao: botaoChamado('Enviar link'),
    erro: MENSAGENS.emailInvalido,
  },
  {
    nome: 'nova senha pelo link do e-mail (/senha/redefinir)',
    abrir: async (page) => {
      const { email } = await criarConta();
      await page.request.post('/api/conta/senha/esqueci', { data: { email } });
      const mensagem = await esperarEmail(email, 'Crie uma nova senha');
      await page.goto(caminhoDoLink(mensagem, '/senha/redefinir'));
      await (await visible(page.getByLabel(/^Nova senha/))).fill(SENHA);
    },
    campo: senhaPorRotulo(/^Confirme a nova senha/),
    valor: 'Outra@Senha_1',
    botao: botaoChamado('Salvar nova senha e entrar'),
    erro: MENSAGENS.senhasNaoCoincidem,
  },
  {
    nome: 'troca de senha da equipe (/ipt/conta)',
    abrir: async (page) => {
      await entrarComoAdministrador(page);
      await page.goto('/ipt/conta');
    },
    campo: senhaPorRotulo(/^Confirme a nova senha/),
    valor: 'Outra@Senha_1',
    botao: botaoChamado('Alterar senha'),
    erro: MENSAGENS.senhasNaoCoincidem,
  },
  {
    nome: 'CNPJ da empresa no cadastro (/register)',
    abrir: async (page) => {
      await page.goto(`/register?${new URLSearchParams({ email: novoEmail('clique') })}`);
    },
    campo: (page) => page.getByRole('dialog').getByPlaceholder('CNPJ'),
    valor: '11.111.111/1111-11',
    botao: (page) => page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }),
    erro: MENSAGENS.cnpjInvalido,
  },
];

describe('um clique no botão de envio logo depois de digitar um valor inválido', () => {
  const { newPage } = useBrowser();

  it.each(CASOS)('$nome: envia e mostra o erro', async (caso) => {
    const page = await newPage();
    await caso.abrir(page);
    const campo = await visible(caso.campo(page));
    const envios = await contarEnvios(page);
    await campo.fill(caso.valor || 'x');
    if (!caso.valor) await campo.fill('');
    await clicarComoPessoa(caso.botao(page));
    await visible(page.getByText(caso.erro).first());
    expect(await envios()).toBe(1);
    await page.context().close();
  });

  it('a verificação do e-mail ao sair do campo não tira o botão de baixo do ponteiro (/ipt/registro)', async () => {
    const page = await newPage();
    await page.goto('/ipt/registro');
    await (await visible(page.getByLabel(/^Nome completo/))).fill('Lívia Campos Teixeira');
    await page.getByLabel(/^Senha/).fill(SENHA);
    await page.getByLabel(/^Confirmação da senha/).fill(SENHA);
    await page.getByRole('checkbox', { name: /Li e aceito os termos/ }).check();
    // The e-mail last, as someone who goes back to correct it: one that already has an account.
    await page.getByLabel(/^E-mail/).fill(ADMIN_EMAIL);
    const envios = await contarEnvios(page);
    const verificacoes = ['/api/login/exists', '/api/login/ipt/exists'].map((caminho) =>
      page.waitForResponse((r) => new URL(r.url()).pathname === caminho),
    );
    // The press leaves the field, whose check answers before the hand lets go; a hand coming
    // down from the field presses the button's upper half.
    await clicarComoPessoa(page.getByRole('button', { name: 'Concluir cadastro' }), {
      altura: 0.25,
      entre: async () => {
        await Promise.all(verificacoes);
        await page.evaluate(
          'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))',
        );
      },
    });
    await visible(page.getByText(MENSAGENS.emailJaCadastrado).first());
    expect(await envios()).toBe(1);
    await page.context().close();
  });
});
