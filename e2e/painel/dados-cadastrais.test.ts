import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { criarConta } from '../acesso/contas.ts';
import { baseURL, useBrowser, visible } from '../support/browser.ts';
import { minimalPdf } from '../support/portal-server.ts';

const NOVA_SENHA = 'Wq3$hL9!nPz&';

describe('painel: dados cadastrais', () => {
  const { newPage } = useBrowser();

  it('salva contatos, telefones, senha e comprovante só depois de confirmar a senha atual', async () => {
    const conta = await criarConta();
    const page = await newPage();
    const campo = (nome: string) => page.locator(`#conteudo [name="${nome}"]`);
    await page.request.post('/api/login', {
      data: { login: conta.email, SenhaAtual: conta.senha },
    });
    await page.goto('/painel');
    await visible(page.getByRole('heading', { name: 'Usuário - Dados cadastrais' }));

    // The e-mail and the company are shown, not edited.
    expect(await campo('email').getAttribute('readonly')).not.toBeNull();
    expect(await campo('nomeOficial').isDisabled()).toBe(true);
    expect(await campo('responsavelLegalCPF').isDisabled()).toBe(true);
    await visible(page.getByText('Nenhum comprovante enviado até agora.'));
    // Nothing to replace yet: no warning that something would be.
    expect(await page.getByText('O novo arquivo substitui o anterior').count()).toBe(0);

    const arquivo = page.locator('input[type="file"][name="provaCnpj"]');
    await arquivo.setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from('png'),
    });
    await visible(page.getByText(MENSAGENS.arquivoNaoPdf, { exact: true }));
    await arquivo.setInputFiles({
      name: 'cartao-cnpj.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('Cartao CNPJ'),
    });

    await campo('nome').fill('Mariana Duarte Atualizada');
    await page.getByRole('button', { name: 'Adicionar telefone' }).click();
    await campo('telefones.1.numero').fill('1133334444');
    await campo('senhaNova').fill(NOVA_SENHA);
    await campo('confirmacaoSenha').fill(NOVA_SENHA);
    await page.getByRole('button', { name: 'Atualizar cadastro' }).click();

    const dialogo = await visible(page.getByRole('dialog', { name: 'Confirme sua senha' }));
    const senhaAtual = dialogo.getByPlaceholder('Sua senha atual');
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();
    await visible(dialogo.getByText(MENSAGENS.digiteSenha, { exact: true }));

    await senhaAtual.fill('Errada!123x');
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();
    await visible(dialogo.getByText(MENSAGENS.senhaIncorreta, { exact: true }));
    expect(await dialogo.isVisible()).toBe(true);

    await senhaAtual.fill(conta.senha);
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText(MENSAGENS.cadastroAtualizado));
    await dialogo.waitFor({ state: 'hidden' });
    await visible(page.getByText(/Comprovante atual: cartao-cnpj\.pdf/));

    await page.reload();
    await visible(page.getByRole('heading', { name: 'Usuário - Dados cadastrais' }));
    expect(await campo('nome').inputValue()).toBe('Mariana Duarte Atualizada');
    const numeros = page.locator('#conteudo input[name^="telefones."][name$=".numero"]');
    const telefones = await Promise.all((await numeros.all()).map((n) => n.inputValue()));
    expect(telefones.sort()).toEqual(['(11) 3333-4444', '(11) 98765-4321']);
    await visible(page.getByText(/Comprovante atual: cartao-cnpj\.pdf/));
    // A second proof chosen now would replace the first: that, and only that, is warned.
    await arquivo.setInputFiles({
      name: 'cartao-cnpj-2026.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('Cartao CNPJ 2026'),
    });
    await visible(page.getByText('O novo arquivo substitui o anterior'));
    await visible(
      page.getByText(
        'Ao salvar com cartao-cnpj-2026.pdf, o comprovante cartao-cnpj.pdf deixa de valer.',
      ),
    );

    // The new password is the one that opens the account now.
    const entrar = (SenhaAtual: string) =>
      fetch(`${baseURL()}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: conta.email, SenhaAtual }),
      });
    expect((await entrar(NOVA_SENHA)).status).toBe(200);
  });

  it('não abre a confirmação de senha com campos inválidos', async () => {
    const conta = await criarConta();
    const page = await newPage();
    const campo = (nome: string) => page.locator(`#conteudo [name="${nome}"]`);
    await page.request.post('/api/login', {
      data: { login: conta.email, SenhaAtual: conta.senha },
    });
    await page.goto('/painel');
    await visible(page.getByRole('heading', { name: 'Usuário - Dados cadastrais' }));

    await campo('nome').fill('');
    await campo('telefones.0.numero').fill('1198');
    await campo('senhaNova').fill('curta');
    await page.getByRole('button', { name: 'Atualizar cadastro' }).click();

    await visible(page.getByText(MENSAGENS.camposInvalidos));
    await visible(page.getByText(MENSAGENS.telefoneInvalido));
    await visible(page.getByText(MENSAGENS.senhaRegra));
    await visible(page.getByText(MENSAGENS.senhasNaoCoincidem));
    expect(await campo('nome').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('dialog', { name: 'Confirme sua senha' }).count()).toBe(0);
  });
});
