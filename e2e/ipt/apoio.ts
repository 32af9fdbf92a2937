import { randomUUID } from 'node:crypto';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import type { Page } from 'playwright-core';
import { empresaNova } from '../support/empresas.ts';
import { criarSolucaoPelaApi } from '../support/solucoes.ts';
import { pdf } from '../support/arquivos.ts';
import { visible } from '../support/browser.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/portal-server.ts';
import { confirmarEmail } from '../support/caixa-email.ts';

/** Strong, uncommon, and within the portal's rule (specials only from @$!_%*?&). */
export const SENHA = 'Ipe@Amarelo_Serra42';

const sufixo = () => randomUUID().slice(0, 8);

/** A new staff e-mail per test; the institute's domain, in case the server restricts it. */
export const novoEmailEquipe = (rotulo: string): string => `${rotulo}-${sufixo()}@ipt.br`;

export interface Contato {
  nome: string;
  email: string;
  ddd: string;
  numero: string;
}

export interface Empresa {
  email: string;
  usuarioId: string;
  empresaId: string;
  nomeOficial: string;
  cnpj: string;
  webSite: string;
  contato: Contato;
}

interface DadosEmpresa {
  nomeOficial?: string;
  webSite?: string;
  contato?: Partial<Contato>;
}

async function exigir(resposta: { ok(): boolean; text(): Promise<string> }, oQue: string) {
  if (!resposta.ok()) throw new Error(`${oQue}: ${await resposta.text()}`);
}

/**
 * A supplier and its new company, created through the API and signed in on this page's
 * context, so the company's own session is the browser's.
 */
export async function criarEmpresa(page: Page, dados: DadosEmpresa = {}): Promise<Empresa> {
  const contato: Contato = {
    nome: 'Renata Paiva Campos',
    email: `e2e-ipt-${sufixo()}@exemplo.com.br`,
    ddd: '11',
    numero: '987654321',
    ...dados.contato,
  };
  const cnpj = generateCnpj();
  const nomeOficial = dados.nomeOficial ?? `Cidade Viva Tecnologia ${sufixo()} Ltda.`;
  const webSite = dados.webSite ?? 'www.cidadeviva.example';
  await exigir(
    await page.request.put('/api/cadastro/usuario', {
      data: {
        nome: contato.nome,
        email: contato.email,
        login: contato.email,
        senhaNova: SENHA,
        aceiteLGPD: true,
        telefones: [
          {
            ddd: contato.ddd,
            numero: contato.numero,
            // Mobile numbers have nine digits; a landline's eight.
            tipoTelefone: contato.numero.length === 9 ? 1 : 2,
            observacoes: '',
          },
        ],
        empresa: empresaNova({ nomeOficial, webSite, cnpj }),
      },
    }),
    'Cadastro da empresa',
  );
  await confirmarEmail(contato.email);
  const login = await page.request.post('/api/login', {
    data: { login: contato.email, SenhaAtual: SENHA },
  });
  await exigir(login, 'Login da empresa');
  const { id, empresa } = (await login.json()) as { id: string; empresa: { id: string } };
  return {
    email: contato.email,
    usuarioId: id,
    empresaId: empresa.id,
    nomeOficial,
    cnpj,
    webSite,
    contato,
  };
}

const arquivoPdf = (nome: string) => {
  const arquivo = pdf(nome);
  return {
    nomeOriginal: arquivo.name,
    conteudo: arquivo.buffer.toString('base64'),
    tipoDoArquivo: 4,
    tipo: 'application/pdf',
  };
};

/**
 * A solution the company has sent for evaluation: its CNPJ card first, then the signed PDF,
 * which moves the solution out of 'Aguardando Empresa'.
 */
export async function enviarSolucaoAssinada(page: Page, empresa: Empresa, titulo: string) {
  const propostaId = await criarSolucaoPelaApi(page, { titulo });
  await exigir(
    await page.request.put(`/api/fileindexer/empresa/${empresa.empresaId}/provacnpj/file`, {
      data: arquivoPdf('cartao-cnpj.pdf'),
    }),
    'Cartão CNPJ',
  );
  await exigir(
    await page.request.post(`/api/fileindexer/proposta/${propostaId}/formassinado/file`, {
      data: arquivoPdf('proposta-assinada.pdf'),
    }),
    'PDF assinado',
  );
  return propostaId;
}

/** Signs the page's context in as the administrator the e2e server ensures at start. */
export async function entrarComoAdministrador(page: Page): Promise<void> {
  await exigir(
    await page.request.post('/api/login/ipt', {
      data: { login: ADMIN_EMAIL, SenhaAtual: ADMIN_PASSWORD },
    }),
    'Login do administrador',
  );
}

/** Signs in through /ipt and /ipt/senha, as a staff member does, and waits for /ipt/home. */
export async function entrarPelaTelaDoIpt(page: Page, email: string, senha = SENHA) {
  await page.goto('/ipt');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Cadastrar / Entrar' }).click();
  await page.waitForURL('**/ipt/senha');
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('**/ipt/home');
}

/** Picks an option of a select by its label. */
export async function escolher(page: Page, rotulo: string | RegExp, opcao: string) {
  await page.getByRole('combobox', { name: rotulo }).click();
  await (await visible(page.getByRole('option', { name: opcao, exact: true }))).click();
}
