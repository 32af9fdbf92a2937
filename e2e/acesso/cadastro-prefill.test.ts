import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { EMPRESA_NO_REGISTRO, REGISTROS } from '../support/registros.ts';
import { escolher, novoEmail, SENHA } from './contas.ts';
import { LARGURAS } from '../support/larguras.ts';

// Scoped to the page: the CNPJ dialog (a portal) has a field named `cnpj` too.
const campo = (page: Page, nome: string) => page.locator(`#conteudo [name="${nome}"]`);

async function abrirCadastro(page: Page, cnpj: string) {
  await page.goto(`/register?email=${encodeURIComponent(novoEmail('registro'))}`);
  const dialogo = await visible(page.getByRole('dialog', { name: 'Informe qual é a empresa' }));
  await dialogo.getByPlaceholder('CNPJ').fill(cnpj);
  await dialogo.getByRole('button', { name: 'Confirmar' }).click();
  await visible(page.getByText(MENSAGENS.novoCadastro));
}

/** What no registry gives: the person, the company type, the representative, the password. */
async function completarEConcluir(page: Page) {
  await campo(page, 'nome').fill('Helena Prado Ribeiro');
  await campo(page, 'telefones.0.numero').fill('16987654321');
  await escolher(page, 'Tipo de empresa', 'Startup');
  await campo(page, 'responsavelLegalNome').fill('Otávio Nunes Prado');
  await campo(page, 'responsavelLegalCPF').fill(generateCpf());
  await campo(page, 'responsavelLegalRG').fill('23.456.789-0');
  await campo(page, 'responsavelLegalCargo').fill('Sócio-diretor');
  await campo(page, 'responsavelLegalEmail').fill('otavio@cidadeviva.example');
  await campo(page, 'senhaNova').fill(SENHA);
  await campo(page, 'confirmacaoSenha').fill(SENHA);
  await page.getByLabel(/Li e aceito os termos/).check();
  await page.getByRole('button', { name: 'Concluir cadastro' }).click();
  await page.waitForURL('**/painel', { timeout: 20_000 });
  await visible(page.getByText(MENSAGENS.cadastroRealizado));
}

describe.each(LARGURAS)('cadastro preenchido pelos registros públicos (%s)', (tela, viewport) => {
  const { newPage } = useBrowser();

  it('o CNPJ e o CEP preenchem a empresa e o endereço, e tudo continua editável', async () => {
    const page = await newPage({ viewport });
    await abrirCadastro(page, REGISTROS.preenchidos[tela]);

    await expect
      .poll(() => campo(page, 'nomeOficial').inputValue())
      .toBe(EMPRESA_NO_REGISTRO.razao_social);
    expect(await campo(page, 'nomeFantasia').inputValue()).toBe(EMPRESA_NO_REGISTRO.nome_fantasia);
    expect(await campo(page, 'cep').inputValue()).toBe('01310-200');
    expect(await campo(page, 'nomeLogradouro').inputValue()).toBe('PAULISTA');
    expect(await campo(page, 'numero').inputValue()).toBe('1578');
    expect(await campo(page, 'bairro').inputValue()).toBe('BELA VISTA');
    expect(
      await page.getByRole('combobox', { name: 'Tipo de logradouro', exact: true }).inputValue(),
    ).toBe('Avenida');
    await expect.poll(() => campo(page, 'municipio').inputValue()).toBe('3550308');
    const alertaSituacao = page.getByText(
      MENSAGENS.situacaoCadastralNaoAtiva(REGISTROS.situacao.celular),
    );
    if (REGISTROS.situacao[tela] === 'ATIVA') expect(await alertaSituacao.count()).toBe(0);
    else await visible(alertaSituacao);
    expect(await violacoesAxe(page)).toEqual([]);
    await capturar(page, `cadastro-preenchido-${viewport.width}`);

    // The person's own number stays; what the CNPJ filled follows the new CEP.
    await campo(page, 'numero').fill('200');
    await campo(page, 'cep').fill(REGISTROS.cep);
    await expect.poll(() => campo(page, 'municipio').inputValue()).toBe('3548906');
    expect(await campo(page, 'nomeLogradouro').inputValue()).toBe('Episcopal');
    expect(await campo(page, 'bairro').inputValue()).toBe('Centro');
    expect(
      await page.getByRole('combobox', { name: 'Tipo de logradouro', exact: true }).inputValue(),
    ).toBe('Rua');
    expect(await campo(page, 'numero').inputValue()).toBe('200');

    await campo(page, 'nomeFantasia').fill('Cidade Viva Urbana');
    await completarEConcluir(page);
    expect(await page.locator('[name="nomeFantasia"]').inputValue()).toBe('Cidade Viva Urbana');
    expect(await page.locator('[name="nomeOficial"]').inputValue()).toBe(
      EMPRESA_NO_REGISTRO.razao_social,
    );
  });

  it('com o registro lento ou fora do ar, avisa e o cadastro segue à mão', async () => {
    const page = await newPage({ viewport });
    await abrirCadastro(page, REGISTROS.indisponiveis[tela]);
    await visible(page.getByText(MENSAGENS.registroCnpjIndisponivel));
    expect(await campo(page, 'nomeOficial').inputValue()).toBe('');
    expect(await violacoesAxe(page)).toEqual([]);
    await capturar(page, `cadastro-registro-indisponivel-${viewport.width}`);

    await campo(page, 'nomeOficial').fill('Trilhos Digitais Ltda.');
    await campo(page, 'cep').fill('01310100');
    await escolher(page, 'Tipo de logradouro', 'Avenida', 'Aven');
    await campo(page, 'nomeLogradouro').fill('Paulista');
    await campo(page, 'numero').fill('1000');
    await campo(page, 'bairro').fill('Bela Vista');
    await escolher(page, 'Estado', 'São Paulo (SP)', 'São Paulo');
    await escolher(page, 'Município', 'São Paulo', 'São Paulo');
    await completarEConcluir(page);
  });
});
