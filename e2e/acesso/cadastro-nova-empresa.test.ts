import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { formatarCnpj, MENSAGENS } from '@portal/domain';
import { minimalPdf } from '../support/portal-server.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { escolher, novoCnpj, novoEmail, SENHA } from './contas.ts';

describe('cadastro de uma empresa nova', () => {
  const { newPage } = useBrowser();

  it('vai do e-mail desconhecido ao painel, com o comprovante de CNPJ em PDF', async () => {
    const page = await newPage();
    const email = novoEmail('nova');
    const cnpj = novoCnpj();
    // Scoped to the page: the CNPJ dialog (a portal) has a field named `cnpj` too.
    const campo = (nome: string) => page.locator(`#conteudo [name="${nome}"]`);

    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Cadastrar / Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    expect(new URL(page.url()).searchParams.get('email')).toBe(email);

    const dialogo = await visible(page.getByRole('dialog', { name: 'Informe qual é a empresa' }));
    await dialogo.getByPlaceholder('CNPJ').fill(cnpj);
    await expect(dialogo.getByPlaceholder('CNPJ').inputValue()).resolves.toBe(formatarCnpj(cnpj));
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText(MENSAGENS.novoCadastro));
    expect(await campo('email').inputValue()).toBe(email);
    expect(await campo('cnpj').inputValue()).toBe(formatarCnpj(cnpj));

    // An empty submit names the problem and marks the fields.
    await page.getByRole('button', { name: 'Concluir cadastro' }).click();
    await visible(page.getByText(MENSAGENS.camposInvalidos));
    await visible(page.getByText(MENSAGENS.termosNaoAceitos));
    expect(await campo('nome').getAttribute('aria-invalid')).toBe('true');
    expect(await campo('nomeOficial').getAttribute('aria-invalid')).toBe('true');
    expect(await campo('telefones.0.numero').getAttribute('aria-invalid')).toBe('true');

    await campo('nome').fill('Beatriz Souza Lima');
    await campo('cargo').fill('Gerente de projetos');
    // One field per phone: the digits say mobile or landline, and the layout follows them.
    await campo('telefones.0.numero').fill('11987654321');
    expect(await campo('telefones.0.numero').inputValue()).toBe('(11) 98765-4321');
    await visible(page.getByText('Celular', { exact: true }));
    await page.getByRole('button', { name: 'Adicionar telefone' }).click();
    await campo('telefones.1.numero').fill('1132185500');
    expect(await campo('telefones.1.numero').inputValue()).toBe('(11) 3218-5500');
    await visible(page.getByText('Telefone fixo', { exact: true }));
    expect(await campo('telefones.1.numero').getAttribute('aria-invalid')).not.toBe('true');
    await campo('telefones.1.observacoes').fill('Ramal 21');

    await campo('nomeOficial').fill('Mobilidade Viva Tecnologia Ltda.');
    await campo('nomeFantasia').fill('Mobilidade Viva');
    await escolher(page, 'Tipo de empresa', 'Startup');
    await campo('webSite').fill('https://mobilidadeviva.example');
    await campo('experiencia').fill('Semáforos inteligentes em duas cidades do interior.');
    await page.locator('input[type="file"][name="provaCnpj"]').setInputFiles({
      name: 'comprovante-cnpj.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('Comprovante de inscricao'),
    });

    await campo('cep').fill('01310100');
    expect(await campo('cep').inputValue()).toBe('01310-100');
    await escolher(page, 'Tipo de logradouro', 'Avenida', 'Aven');
    await campo('nomeLogradouro').fill('Paulista');
    await campo('numero').fill('1000');
    await campo('bairro').fill('Bela Vista');
    await escolher(page, 'Estado', 'São Paulo (SP)', 'São Paulo');
    await escolher(page, 'Município', 'São Paulo', 'São Paulo');
    expect(await campo('municipio').inputValue()).toBe('3550308');

    const cpf = generateCpf();
    await campo('responsavelLegalNome').fill('Rafael Mendes Costa');
    await campo('responsavelLegalCPF').fill(cpf);
    expect(await campo('responsavelLegalCPF').inputValue()).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    await campo('responsavelLegalRG').fill('23.456.789-0');
    await campo('responsavelLegalCargo').fill('Sócio-diretor');
    await campo('responsavelLegalEmail').fill('rafael@mobilidadeviva.example');

    await campo('senhaNova').fill(SENHA);
    await campo('confirmacaoSenha').fill(SENHA);
    await page.getByLabel(/Li e aceito os termos/).check();

    await page.getByRole('button', { name: 'Concluir cadastro' }).click();
    // Sign-up, sign-in and the scanned upload, one after another: on the 2-core CI machine,
    // busy with the API suites, this once took more than 20 s. The outcome is what is checked.
    await page.waitForURL('**/painel', { timeout: 45_000 });
    await visible(page.getByText(MENSAGENS.cadastroRealizado));
    await visible(page.getByText(/Comprovante atual: comprovante-cnpj\.pdf/));
    expect(await page.locator('[name="nomeOficial"]').inputValue()).toBe(
      'Mobilidade Viva Tecnologia Ltda.',
    );
  });
});
