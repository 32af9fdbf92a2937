import { randomUUID } from 'node:crypto';
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { GUID_VAZIO } from '@portal/domain';
import { baseURL, visible } from '../support/browser.ts';
import { confirmarEmail } from '../support/caixa-email.ts';

/** Strong enough for the server's guessability check, and typed as is in every form. */
export const SENHA = 'Tq8!vR2$mZx@';

/** A unique e-mail per test, so no test depends on another's accounts. */
export const novoEmail = (rotulo: string): string =>
  `e2e-${rotulo}-${randomUUID().slice(0, 8)}@exemplo.com.br`;

export const novoCnpj = (): string => generateCnpj();

export interface Conta {
  email: string;
  senha: string;
  nome: string;
  cnpj: string;
  nomeOficial: string;
}

/** São Paulo (SP) and its capital, by IBGE code, as the lookups list them. */
const SP = 35;
const SAO_PAULO = 3550308;

/** The registration's body (user and new company) as the form sends it, without a password. */
export function cadastroComEmpresaNova(nome: string, email: string, cnpj = novoCnpj()) {
  const nomeOficial = `Soluções Urbanas ${cnpj.slice(0, 6)} Ltda.`;
  return {
    nomeOficial,
    corpo: {
      nome,
      email,
      login: email,
      aceiteLGPD: true,
      telefones: [{ ddd: '11', numero: '987654321', tipoTelefone: 1, observacoes: '' }],
      empresa: {
        id: GUID_VAZIO,
        nomeOficial,
        nomeFantasia: 'Urbana Tech',
        cnpj,
        tipoEmpresa: 6,
        webSite: 'https://urbana.example',
        experiencia: 'Sensores de tráfego em três municípios.',
        responsavelLegalNome: 'Carlos Alberto Nunes',
        responsavelLegalCPF: generateCpf(),
        responsavelLegalRG: '12.345.678-9',
        responsavelLegalCargo: 'Diretor',
        responsavelLegalEmail: 'carlos@urbana.example',
        endereco: {
          tipoLogradouro: 2,
          nomeLogradouro: 'Paulista',
          numero: '1000',
          complemento: '',
          bairro: 'Bela Vista',
          cep: '01310100',
          municipio: { id: SAO_PAULO, estado: { id: SP } },
        },
      },
    },
  };
}

/**
 * Creates a user and a new company through the API, for journeys that are not about the
 * registration screen itself.
 */
export async function criarConta(nome = 'Mariana Duarte Lopes'): Promise<Conta> {
  const email = novoEmail('conta');
  const cnpj = novoCnpj();
  const { nomeOficial, corpo } = cadastroComEmpresaNova(nome, email, cnpj);
  const resposta = await fetch(`${baseURL()}/api/cadastro/usuario`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...corpo, senhaNova: SENHA }),
  });
  if (resposta.status !== 201) {
    throw new Error(`Cadastro pela API falhou (${resposta.status}): ${await resposta.text()}`);
  }
  await confirmarEmail(email);
  return { email, senha: SENHA, nome, cnpj, nomeOficial };
}

/**
 * Signs in through /login and /senha, as a supplier does, and waits for the panel (or for
 * `destino`, where something must come first: new terms to accept).
 */
export async function entrarPelaTela(
  page: Page,
  conta: Pick<Conta, 'email' | 'senha'>,
  destino: string | RegExp = '**/painel',
) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(conta.email);
  await page.getByRole('button', { name: 'Cadastrar / Entrar' }).click();
  await page.waitForURL('**/senha');
  await page.getByLabel('Senha', { exact: true }).fill(conta.senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(destino);
}

/**
 * Picks an option of a select by its label: opens it, types to filter, then walks the list with
 * the arrow keys and presses Enter, as a keyboard user does. A click on the option was flaky at
 * phone width: the list flips above the field and moves while Playwright scrolls to it.
 */
export async function escolher(page: Page, rotulo: string, opcao: string, busca?: string) {
  const campo = page.getByRole('combobox', { name: rotulo, exact: true });
  await campo.click();
  if (busca) await campo.fill(busca);
  const alvo = await visible(page.getByRole('option', { name: opcao, exact: true }));
  const opcoes = await page.getByRole('option').count();
  for (let passo = 0; passo <= opcoes; passo++) {
    if ((await alvo.getAttribute('data-combobox-selected')) === 'true') break;
    await campo.press('ArrowDown');
  }
  expect(await alvo.getAttribute('data-combobox-selected')).toBe('true');
  await campo.press('Enter');
}
