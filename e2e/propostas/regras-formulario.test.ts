import { describe, expect, it } from 'vitest';
import { MENSAGENS, ROTULOS_PROPOSTA } from '@portal/domain';
import { useBrowser, visible } from '../support/browser.ts';
import { pdf, png } from '../support/arquivos.ts';
import { campo, entrarComContaNova, escolherOpcao, responder } from './apoio.ts';

describe('regras do formulário da solução', () => {
  const { newPage } = useBrowser();

  it('destaca os campos inválidos, pede a outra capacidade e a entidade validadora', async () => {
    const page = await newPage();
    await entrarComContaNova(page);
    await page.goto('/painel/propostas');
    const capacidade = page.getByRole('combobox', { name: 'Capacidade do eixo', exact: true });
    expect(await capacidade.isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Confirmar cadastro' }).click();
    await visible(page.getByText(MENSAGENS.verifiqueCamposDestacados));
    expect(await page.evaluate('document.activeElement?.getAttribute("name")')).toBe('titulo');
    expect(await campo(page, 'titulo').getAttribute('aria-invalid')).toBe('true');
    expect(await campo(page, 'titulo').getAttribute('maxlength')).toBe('80');
    expect(await campo(page, 'conceito').getAttribute('maxlength')).toBe('777');

    await escolherOpcao(page, 'Eixo temático', 'Conectividade');
    expect(await capacidade.isDisabled()).toBe(false);
    await capacidade.click();
    // Only the chosen axis's capabilities are offered.
    expect(await page.getByRole('option', { name: 'Semáforos Inteligentes' }).count()).toBe(0);
    await page.getByRole('option', { name: 'Outros', exact: true }).click();
    await visible(campo(page, 'destinoOutro'));

    const entidade = campo(page, 'entidade');
    expect(await entidade.isDisabled()).toBe(true);
    await responder(page, 'A solução foi validada ou registrada por terceiros?', 'Sim');
    expect(await entidade.isDisabled()).toBe(false);
    await campo(page, 'cidadeImplementada').fill('Santos');

    // A blank field does not stop a draft (docs/decisions/014): only the title is still wrong.
    await page.getByRole('button', { name: 'Confirmar cadastro' }).click();
    await visible(page.getByText(MENSAGENS.verifiqueCamposDestacados));
    expect(await campo(page, 'titulo').getAttribute('aria-invalid')).toBe('true');
    expect(await campo(page, 'destinoOutro').getAttribute('aria-invalid')).not.toBe('true');

    // Saved, the solution says what it lacks before its PDF, each item a way to the field.
    await campo(page, 'titulo').fill(`Regras ${Date.now()}`);
    await page.getByRole('button', { name: 'Confirmar cadastro' }).click();
    const faltas = page.locator('[aria-labelledby="titulo-completude"]');
    await visible(faltas);
    for (const rotulo of [
      ROTULOS_PROPOSTA.destinoOutro,
      ROTULOS_PROPOSTA.entidadeResponsavelValidacao,
      'Fotos da solução',
    ])
      await visible(faltas.getByRole('button', { name: rotulo, exact: true }));
    expect(await faltas.getByRole('button', { name: ROTULOS_PROPOSTA.titulo }).count()).toBe(0);
    await faltas
      .getByRole('button', { name: ROTULOS_PROPOSTA.entidadeResponsavelValidacao })
      .click();
    await expect
      .poll(() => page.evaluate('document.activeElement?.getAttribute("name")'))
      .toBe('entidade');

    await entidade.fill('Instituto de Pesquisas');
    await visible(faltas.getByRole('button', { name: ROTULOS_PROPOSTA.destinoOutro }));
    expect(
      await faltas
        .getByRole('button', { name: ROTULOS_PROPOSTA.entidadeResponsavelValidacao })
        .count(),
    ).toBe(0);
    await responder(page, 'A solução foi validada ou registrada por terceiros?', 'Não');
    expect(await entidade.isDisabled()).toBe(true);
    expect(await entidade.inputValue()).toBe('');
  });

  it('recusa o 11º arquivo da categoria, arquivo acima de 2 MB e tipo não permitido', async () => {
    const page = await newPage();
    await entrarComContaNova(page);
    await page.goto('/painel/propostas');
    const portfolios = campo(page, 'portfolios');

    const onze = Array.from({ length: 11 }, (_, i) => pdf(`portfolio-${i + 1}.pdf`));
    await portfolios.setInputFiles(onze);
    await visible(page.getByText(MENSAGENS.limiteArquivosPorCategoria));
    expect(await page.getByText('portfolio-1.pdf', { exact: true }).count()).toBe(0);

    await portfolios.setInputFiles(onze.slice(0, 10));
    await visible(page.getByText('portfolio-10.pdf', { exact: true }));
    expect(await page.getByText(MENSAGENS.limiteArquivosPorCategoria).count()).toBe(0);
    await portfolios.setInputFiles(pdf('portfolio-11.pdf'));
    await visible(page.getByText(MENSAGENS.limiteArquivosPorCategoria));

    const grande = { ...pdf('relatorio-grande.pdf'), buffer: Buffer.alloc(2_097_153, 0x20) };
    await campo(page, 'relatoriosdesempenho').setInputFiles(grande);
    await visible(page.getByText(MENSAGENS.arquivoMaiorQue2MB('relatorio-grande.pdf')));

    await campo(page, 'certificacoes').setInputFiles(png('selo.png'));
    await visible(page.getByText(MENSAGENS.arquivoTipoNaoPermitido('selo.png')));

    // Photos take images; a chosen one can be taken back before saving.
    expect(await campo(page, 'fotos').getAttribute('accept')).toContain('image/png');
    await campo(page, 'fotos').setInputFiles(png('praca.png'));
    await visible(page.getByText('praca.png', { exact: true }));
    await page.getByRole('button', { name: 'Remover praca.png' }).click();
    expect(await page.getByText('praca.png', { exact: true }).count()).toBe(0);
  });
});
