import type { Page } from 'playwright-core';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { novoCnpj, novoEmail } from '../acesso/contas.ts';
import { serNoGovbr } from '../support/govbr.ts';
import { ADMIN_EMAIL } from '../support/portal-server.ts';
import { visible } from '../support/browser.ts';
import type { Semente } from './semente.ts';
import {
  aguardarTela,
  botao,
  comErros,
  conferirErros,
  dialogo,
  padrao,
  type Tela,
} from './telas.ts';

/** The e-mail step of either entrance, answered with `email`, up to its password step. */
async function ateASenha(page: Page, entrada: '/login' | '/ipt', email: string) {
  await page.goto(entrada);
  await page.getByLabel('E-mail').fill(email);
  await botao(page, 'Cadastrar / Entrar').click();
  await page.waitForURL(`**${entrada === '/login' ? '' : '/ipt'}/senha`);
  await aguardarTela(page);
}

const senhaEmpresa = (page: Page, semente: Semente) =>
  ateASenha(page, '/login', semente.empresa.email);
const senhaEquipe = (page: Page) => ateASenha(page, '/ipt', ADMIN_EMAIL);

/** A wrong e-mail typed and sent with Enter, as most people send a one-field form. */
const emailInvalido = async (page: Page) => {
  await page.getByLabel('E-mail').fill('maria@');
  await page.getByLabel('E-mail').press('Enter');
};

/**
 * A first gov.br sign-in of a new CPF with `email`, from the entrance of `area`, up to the link
 * or register screen.
 */
async function voltarDoGovbr(page: Page, email: string, area: 'empresa' | 'gestor' = 'empresa') {
  await serNoGovbr(page, { cpf: generateCpf(), nome: 'Helena Castro Ribeiro', email });
  await page.goto(`/api/govbr/entrar?area=${area}`);
  await page.waitForURL('**/acesso/govbr');
  await aguardarTela(page);
}

/** Registration's first step asks for the CNPJ in a dialog that opens with the page. */
const CNPJ = 'Informe qual é a empresa';

/** The sign-in, registration and password pages, all reached without a session. */
export const TELAS_ACESSO: Tela[] = [
  {
    rota: 'login',
    quem: 'visitante',
    estados: [
      padrao('/login'),
      comErros('/login', emailInvalido),
      padrao('/login?govbr=cancelado', { nome: 'volta de um gov.br cancelado' }),
    ],
  },
  {
    rota: 'acesso/govbr',
    quem: 'visitante',
    estados: [
      padrao('/acesso/govbr', { nome: 'sem entrada com gov.br em andamento' }),
      {
        nome: 'identidade do gov.br sem conta',
        async preparar(page) {
          await voltarDoGovbr(page, novoEmail('govbr'));
        },
      },
      {
        nome: 'identidade do gov.br sem conta, vinda do cadastro de gestor',
        async preparar(page) {
          await voltarDoGovbr(page, novoEmail('gestora'), 'gestor');
        },
      },
      {
        nome: 'cadastro de gestor depois do gov.br enviado vazio',
        async preparar(page) {
          await voltarDoGovbr(page, novoEmail('gestora'), 'gestor');
          await botao(page, 'Criar conta de gestor').click();
          await conferirErros(page.locator('#conteudo'));
        },
      },
      {
        nome: 'vínculo com a conta do mesmo e-mail enviado vazio',
        async preparar(page, semente) {
          await voltarDoGovbr(page, semente.empresa.email);
          await botao(page, 'Vincular e entrar').click();
          await conferirErros(page.locator('#conteudo'));
        },
      },
    ],
  },
  {
    rota: 'senha',
    quem: 'visitante',
    estados: [
      { nome: 'padrão', preparar: senhaEmpresa },
      {
        nome: 'enviado com erros',
        async preparar(page, semente) {
          await senhaEmpresa(page, semente);
          await botao(page, 'Entrar').click();
          await conferirErros(page.locator('#conteudo'));
        },
      },
    ],
  },
  {
    rota: 'senha/esqueci',
    quem: 'visitante',
    estados: [padrao('/senha/esqueci'), comErros('/senha/esqueci', emailInvalido)],
  },
  // Without the e-mail's token both pages say the link is not valid.
  { rota: 'senha/redefinir', quem: 'visitante', estados: [padrao('/senha/redefinir')] },
  { rota: 'email/confirmar', quem: 'visitante', estados: [padrao('/email/confirmar')] },
  {
    rota: 'register',
    quem: 'visitante',
    estados: [
      dialogo(CNPJ, '/register', async () => undefined),
      {
        nome: `diálogo "${CNPJ}" enviado vazio`,
        sobreposto: true,
        async preparar(page) {
          await page.goto('/register');
          const cnpj = await visible(page.getByRole('dialog', { name: CNPJ }));
          await botao(page, 'Confirmar').click();
          await conferirErros(cnpj);
        },
      },
      {
        nome: 'formulário de nova empresa enviado vazio',
        async preparar(page) {
          await page.goto('/register');
          const cnpj = await visible(page.getByRole('dialog', { name: CNPJ }));
          await cnpj.getByPlaceholder('CNPJ').fill(novoCnpj());
          await botao(page, 'Confirmar').click();
          await cnpj.waitFor({ state: 'hidden' });
          await botao(page, 'Concluir cadastro').click();
          await conferirErros(page.locator('#conteudo'));
        },
      },
      {
        nome: 'formulário depois do gov.br (sem senha) enviado vazio',
        async preparar(page) {
          await voltarDoGovbr(page, novoEmail('govbr'));
          await page.getByRole('link', { name: 'Cadastrar empresa e usuário' }).click();
          const cnpj = await visible(page.getByRole('dialog', { name: CNPJ }));
          await cnpj.getByPlaceholder('CNPJ').fill(novoCnpj());
          await botao(page, 'Confirmar').click();
          await cnpj.waitFor({ state: 'hidden' });
          await visible(page.getByText(/Você entrará com a sua conta gov\.br/));
          await botao(page, 'Concluir cadastro').click();
          await conferirErros(page.locator('#conteudo'));
        },
      },
    ],
  },
  { rota: 'logout', quem: 'visitante', estados: [padrao('/logout')] },
  {
    rota: 'ipt',
    quem: 'visitante',
    estados: [padrao('/ipt'), comErros('/ipt', emailInvalido)],
  },
  {
    rota: 'ipt/senha',
    quem: 'visitante',
    estados: [
      { nome: 'padrão', preparar: senhaEquipe },
      {
        nome: 'enviado com erros',
        async preparar(page) {
          await senhaEquipe(page);
          await botao(page, 'Entrar').click();
          await conferirErros(page.locator('#conteudo'));
        },
      },
    ],
  },
  {
    rota: 'ipt/registro',
    quem: 'visitante',
    estados: [
      padrao('/ipt/registro'),
      comErros('/ipt/registro', (page) => botao(page, 'Concluir cadastro').click()),
    ],
  },
  { rota: 'ipt/logout', quem: 'visitante', estados: [padrao('/ipt/logout')] },
];
