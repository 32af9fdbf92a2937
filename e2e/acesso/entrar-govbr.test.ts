import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, inject, it } from 'vitest';
import { formatarCpf, MENSAGENS } from '@portal/domain';
import { violacoesAxe } from '../support/axe.ts';
import { baseURL, useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { serNoGovbr } from '../support/govbr.ts';
import { escolher, novoCnpj, novoEmail } from './contas.ts';
import { CELULAR, COMPUTADOR } from '../support/larguras.ts';

// A company's journeys, alternating between the two widths (larguras.ts).
describe('entrar com gov.br', () => {
  const { newPage } = useBrowser();

  it('a primeira entrada cadastra a empresa; depois, sair e entrar de novo vai direto ao painel', async () => {
    const page = await newPage({ viewport: CELULAR });
    const pessoa = {
      cpf: generateCpf(),
      nome: 'Helena Castro Ribeiro',
      // Longer than the phone's field: gov.br accounts carry whatever address people chose.
      email: novoEmail('govbr-helena-castro-ribeiro-secretaria-municipal'),
      nivel: 'gold' as const,
    };
    await serNoGovbr(page, pessoa);
    const campo = (nome: string) => page.locator(`#conteudo [name="${nome}"]`);

    await page.goto('/login');
    const botao = await visible(page.getByRole('link', { name: 'Entrar com gov.br' }));
    expect(await violacoesAxe(page)).toEqual([]);
    await capturar(page, 'govbr-login-celular');
    // Keyboard: the button is reached and followed like any link.
    await botao.focus();
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname === '/acesso/govbr');
    await visible(page.getByRole('heading', { name: 'Primeira entrada com gov.br' }));
    expect(await page.getByLabel('CPF').inputValue()).toBe(formatarCpf(pessoa.cpf));
    expect(await page.getByLabel('Nome completo').getAttribute('readonly')).not.toBeNull();
    // The whole e-mail is on screen at 390 px, wrapped, not scrolled out of its box.
    const email = page.getByLabel('E-mail');
    expect(await email.inputValue()).toBe(pessoa.email);
    const cabe = await email.evaluate(
      (campo: { scrollWidth: number; clientWidth: number }) =>
        campo.scrollWidth <= campo.clientWidth,
    );
    expect(cabe).toBe(true);
    await visible(page.getByText(MENSAGENS.govbrSemConta));
    expect(await violacoesAxe(page)).toEqual([]);
    await capturar(page, 'govbr-primeira-entrada-celular');

    await page.getByRole('link', { name: 'Cadastrar empresa e usuário' }).click();
    const dialogo = await visible(page.getByRole('dialog', { name: 'Informe qual é a empresa' }));
    await dialogo.getByPlaceholder('CNPJ').fill(novoCnpj());
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();
    await visible(page.getByText(MENSAGENS.novoCadastro));
    expect(await campo('nome').inputValue()).toBe(pessoa.nome);
    expect(await campo('email').inputValue()).toBe(pessoa.email);
    expect(await campo('nome').getAttribute('readonly')).not.toBeNull();
    expect(await campo('email').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('CPF', { exact: true }).inputValue()).toBe(
      formatarCpf(pessoa.cpf),
    );

    await campo('telefones.0.numero').fill('11987654321');
    await campo('nomeOficial').fill('Iluminação Conectada Ltda.');
    await escolher(page, 'Tipo de empresa', 'Startup');
    await campo('webSite').fill('https://iluminacao.example');
    await campo('experiencia').fill('Telegestão de iluminação pública.');
    await campo('cep').fill('01310100');
    await escolher(page, 'Tipo de logradouro', 'Avenida', 'Aven');
    await campo('nomeLogradouro').fill('Paulista');
    await campo('numero').fill('1000');
    await campo('bairro').fill('Bela Vista');
    await escolher(page, 'Estado', 'São Paulo (SP)', 'São Paulo');
    await escolher(page, 'Município', 'São Paulo', 'São Paulo');
    await campo('responsavelLegalNome').fill(pessoa.nome);
    await campo('responsavelLegalCPF').fill(pessoa.cpf);
    await campo('responsavelLegalRG').fill('23.456.789-0');
    await campo('responsavelLegalCargo').fill('Sócia-diretora');
    await campo('responsavelLegalEmail').fill(pessoa.email);
    // No password: the person signs in with gov.br, and the form says how to get one anyway.
    expect(await page.locator('#conteudo input[type="password"]').count()).toBe(0);
    await visible(page.getByText(/Você entrará com a sua conta gov\.br/));
    await page.getByLabel(/Li e aceito os termos/).check();
    expect(await violacoesAxe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Concluir cadastro' }).click();

    await page.waitForURL('**/painel', { timeout: 20_000 });
    await visible(page.getByRole('heading', { name: 'Conta gov.br vinculada' }));
    await visible(page.getByText('Conta gov.br ouro (comprovada)'));
    expect(await violacoesAxe(page)).toEqual([]);
    await capturar(page, 'govbr-painel-celular');

    // Signing out goes through gov.br's logout and comes back to the portal's page.
    const deVoltaDoGovbr = page.waitForRequest(
      (pedido) =>
        pedido.isNavigationRequest() &&
        pedido.url() === `${baseURL()}/logout` &&
        pedido
          .redirectedFrom()
          ?.url()
          .startsWith(`${inject('govbrIssuer')}/logout?`) === true,
    );
    await page.goto('/logout');
    await deVoltaDoGovbr;
    await visible(page.getByRole('heading', { name: MENSAGENS.sessaoEncerrada }));

    await page.goto('/login');
    await page.getByRole('link', { name: 'Entrar com gov.br' }).click();
    await page.waitForURL('**/painel', { timeout: 20_000 });
    await visible(page.getByRole('heading', { name: 'Conta gov.br vinculada' }));
  });

  it('o gov.br cancelado volta à entrada com a mensagem em português', async () => {
    const page = await newPage({ viewport: COMPUTADOR });
    await page.goto('/login?govbr=cancelado');
    await visible(page.getByRole('alert').getByText(/A entrada com gov.br foi cancelada/));
    expect(await violacoesAxe(page)).toEqual([]);
  });
});
