import { describe, expect, it } from 'vitest';
import { formatarCnpj, MENSAGENS } from '@portal/domain';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { criarConta, entrarPelaTela, novoEmail, SENHA } from './contas.ts';
import { TELA_DA_EMPRESA } from '../support/larguras.ts';

describe('cadastro de um segundo usuário de uma empresa existente', () => {
  const { newPage } = useBrowser();

  // On the phone, where the company's people work (larguras.ts).
  it('pede para participar, espera, e vê a empresa depois que um integrante aceita', async () => {
    const primeira = await criarConta();
    const viewport = TELA_DA_EMPRESA;
    const page = await newPage({ viewport });
    const campo = (nome: string) => page.locator(`#conteudo [name="${nome}"]`);
    const email = novoEmail('segundo');

    await page.goto(`/register?email=${encodeURIComponent(email)}`);
    const dialogo = await visible(page.getByRole('dialog', { name: 'Informe qual é a empresa' }));
    await dialogo.getByPlaceholder('CNPJ').fill(primeira.cnpj);
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();

    await visible(page.getByText('Empresa já cadastrada! Continue normalmente.'));
    expect(await campo('nomeOficial').inputValue()).toBe(primeira.nomeOficial);
    expect(await campo('cnpj').inputValue()).toBe(formatarCnpj(primeira.cnpj));
    for (const nome of ['nomeOficial', 'nomeFantasia', 'webSite', 'cep', 'nomeLogradouro']) {
      expect(await campo(nome).isDisabled(), nome).toBe(true);
    }
    // Nobody outside the company reads its representative's documents.
    expect(await campo('responsavelLegalCPF').count()).toBe(0);

    await campo('nome').fill('Otávio Ramos Teixeira');
    await campo('telefones.0.numero').fill('21998765432');
    await campo('senhaNova').fill(SENHA);
    await campo('confirmacaoSenha').fill(SENHA);
    await page.getByLabel(/Li e aceito os termos/).check();
    await page.getByRole('button', { name: 'Concluir cadastro' }).click();

    // Signed in, with its own data, and nothing of the company until someone there accepts.
    await page.waitForURL('**/painel', { timeout: 20_000 });
    await visible(page.getByText(MENSAGENS.pedidoMembroAguardando(primeira.nomeOficial)));
    expect(await campo('email').inputValue()).toBe(email);
    expect(await campo('nomeOficial').count()).toBe(0);
    expect(await violacoesAxe(page)).toEqual([]);

    // A member follows the e-mail's link to "Equipe da empresa" and accepts.
    const membro = await newPage({ viewport });
    await entrarPelaTela(membro, primeira);
    await membro.goto('/painel/equipe');
    await visible(membro.getByRole('heading', { name: 'Equipe da empresa' }));
    await visible(membro.getByText('Otávio Ramos Teixeira'));
    await visible(membro.getByText(email, { exact: false }));
    expect(await violacoesAxe(membro)).toEqual([]);
    await membro.getByRole('button', { name: 'Aceitar Otávio Ramos Teixeira' }).click();
    await visible(membro.getByText(MENSAGENS.pedidoMembroAceito));
    await visible(membro.getByRole('button', { name: 'Remover Otávio Ramos Teixeira' }));
    expect(await violacoesAxe(membro)).toEqual([]);

    // The newcomer now sees the company, the representative masked as the server sends it.
    await page.reload();
    await visible(campo('nomeOficial'));
    expect(await campo('nomeOficial').inputValue()).toBe(primeira.nomeOficial);
    expect(await campo('responsavelLegalCPF').inputValue()).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
    expect(
      await page.getByText(MENSAGENS.pedidoMembroAguardando(primeira.nomeOficial)).count(),
    ).toBe(0);

    // Removing a member asks once: Cancelar keeps the newcomer in the company (the server
    // still shows it to them), Remover takes it away.
    const remover = membro.getByRole('button', { name: 'Remover Otávio Ramos Teixeira' });
    const perguntar = async () => {
      await remover.click();
      return visible(
        membro.getByRole('dialog', { name: 'Deseja realmente remover este integrante?' }),
      );
    };
    let confirmacao = await perguntar();
    await visible(confirmacao.getByText(/deixa de ver os arquivos e as soluções da empresa/));
    expect(await violacoesAxe(membro)).toEqual([]);
    await confirmacao.getByRole('button', { name: 'Cancelar' }).click();
    await confirmacao.waitFor({ state: 'hidden' });
    await page.reload();
    expect(await (await visible(campo('nomeOficial'))).inputValue()).toBe(primeira.nomeOficial);

    confirmacao = await perguntar();
    await confirmacao.getByRole('button', { name: 'Remover' }).click();
    await remover.waitFor({ state: 'detached' });
    await page.reload();
    await visible(campo('email'));
    expect(await campo('nomeOficial').count()).toBe(0);
  });
});
