import { describe, expect, it } from 'vitest';
import { formatarCnpj, MENSAGENS } from '@portal/domain';
import { useBrowser, visible } from '../support/browser.ts';
import { criarConta, novoEmail, SENHA } from './contas.ts';

describe('cadastro de um segundo usuário de uma empresa existente', () => {
  const { newPage } = useBrowser();

  it('mostra a empresa preenchida e bloqueada e vincula o usuário a ela', async () => {
    const primeira = await criarConta();
    const page = await newPage();
    const campo = (nome: string) => page.locator(`#conteudo [name="${nome}"]`);
    const email = novoEmail('segundo');

    await page.goto(`/register?email=${encodeURIComponent(email)}`);
    const dialogo = await visible(page.getByRole('dialog', { name: 'Informe qual é a empresa' }));
    await dialogo.getByPlaceholder('CNPJ').fill(primeira.cnpj);
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();

    await visible(page.getByText(MENSAGENS.empresaJaCadastrada));
    await visible(page.getByRole('link', { name: /suporte/ }));
    expect(await campo('nomeOficial').inputValue()).toBe(primeira.nomeOficial);
    expect(await campo('cnpj').inputValue()).toBe(formatarCnpj(primeira.cnpj));
    for (const nome of [
      'nomeOficial',
      'nomeFantasia',
      'webSite',
      'cep',
      'nomeLogradouro',
      'bairro',
    ]) {
      expect(await campo(nome).isDisabled(), nome).toBe(true);
    }
    for (const rotulo of ['Tipo de empresa', 'Estado', 'Município']) {
      expect(await page.getByRole('combobox', { name: rotulo }).isDisabled(), rotulo).toBe(true);
    }
    expect(await campo('estado').inputValue()).toBe('35');
    // Nobody outside the company reads its representative's documents.
    expect(await campo('responsavelLegalCPF').count()).toBe(0);
    expect(await page.locator('input[type="file"]').count()).toBe(0);

    await campo('nome').fill('Otávio Ramos Teixeira');
    await campo('telefones.0.numero').fill('21998765432');
    await campo('senhaNova').fill(SENHA);
    await campo('confirmacaoSenha').fill(SENHA);
    await page.getByLabel(/Li e aceito os termos/).check();
    await page.getByRole('button', { name: 'Concluir cadastro' }).click();

    await page.waitForURL('**/painel', { timeout: 20_000 });
    await visible(page.getByText(MENSAGENS.cadastroRealizado));
    expect(await campo('nomeOficial').inputValue()).toBe(primeira.nomeOficial);
    expect(await campo('email').inputValue()).toBe(email);
    // A colleague sees the representative, masked as the server sends it.
    expect(await campo('responsavelLegalCPF').inputValue()).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
  });
});
