import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { useBrowser, visible } from '../support/browser.ts';
import { baixarArquivo } from '../support/downloads.ts';
import { pdf, png } from '../support/arquivos.ts';
import { campo, enviarProvaCnpj, entrarComContaNova, preencherSolucao } from './apoio.ts';

const TITULO = 'Semáforo Adaptativo Cidade Viva';

/** Clicks and returns the saved file's suggested name and first bytes. */
async function baixar(page: Page, clicar: () => Promise<void>) {
  const { nome, bytes } = await baixarArquivo(page, clicar);
  return { nome, inicio: bytes.subarray(0, 5).toString('latin1') };
}

describe('jornada de uma solução', () => {
  const { newPage } = useBrowser();

  it(
    'cadastra com foto e anexos, edita, baixa o PDF e só envia o assinado com o comprovante de CNPJ',
    { timeout: 180_000 },
    async () => {
      const page = await newPage();
      const conta = await entrarComContaNova(page);

      // Cadastro completo, com uma foto e anexos em duas categorias.
      await page.goto('/painel/propostas');
      await visible(page.getByRole('heading', { name: 'Cadastro da solução' }));
      await visible(page.getByText(/assinada pelo representante legal/));
      expect(await page.getByRole('button', { name: 'Arquivos enviados' }).count()).toBe(0);
      await preencherSolucao(page, TITULO);
      await campo(page, 'fotos').setInputFiles(png('cruzamento.png'));
      await campo(page, 'portfolios').setInputFiles(pdf('portfolio.pdf'));
      await campo(page, 'certificacoes').setInputFiles(pdf('certificado-iso.pdf'));
      await visible(page.getByText('cruzamento.png'));
      await page.getByRole('button', { name: 'Confirmar cadastro' }).click();

      await page.waitForURL('**/painel/cadastro-sucesso');
      await visible(
        page.getByRole('heading', { name: 'Cadastro da proposta realizada com sucesso!!' }),
      );
      expect(
        await page.getByRole('link', { name: 'Dados cadastrais' }).last().getAttribute('href'),
      ).toBe('/painel/cadastro');
      await page.getByRole('link', { name: 'Ver soluções cadastradas' }).click();

      // Na lista: status 1, sem comprovante de CNPJ não há envio do PDF assinado.
      await page.waitForURL('**/painel/lista-solucoes');
      const linha = page.locator('tbody tr', { hasText: TITULO });
      await visible(linha.getByText('Aguardando Empresa'));
      // "Próximos passos" asks for the proof, with the way to send it.
      const semProva = 'Envie o comprovante de inscrição no CNPJ da empresa.';
      await visible(page.getByText(semProva));
      expect(
        await page.getByRole('button', { name: `Enviar PDF assinado de ${TITULO}` }).count(),
      ).toBe(0);

      // Detalhes.
      await page.getByRole('button', { name: `Ver detalhes de ${TITULO}` }).click();
      const detalhes = await visible(page.getByRole('dialog', { name: 'Detalhes da solução' }));
      await visible(detalhes.getByText('Mobilidade Urbana — Semáforos Inteligentes'));
      await visible(detalhes.getByText('Congestionamento nos horários de pico.'));
      await detalhes.getByRole('button', { name: 'Fechar' }).click();

      // Edição: os textos voltam, os arquivos estão na pasta.
      await page.getByRole('link', { name: TITULO }).click();
      await page.waitForURL(/\/painel\/propostas\/[0-9a-f-]{36}$/);
      await visible(page.getByRole('button', { name: 'Atualizar cadastro' }));
      expect(await campo(page, 'keyWords').inputValue()).toBe('mobilidade, semáforo, IoT');
      await campo(page, 'descricao').fill('Semáforos que aprendem com o fluxo de cada cruzamento.');
      await page.getByRole('button', { name: 'Atualizar cadastro' }).click();
      await visible(page.getByText(MENSAGENS.solucaoAtualizada));

      await page.getByRole('button', { name: 'Arquivos enviados' }).click();
      const pasta = await visible(page.getByRole('dialog', { name: 'Arquivos enviados' }));
      await visible(pasta.getByRole('button', { name: 'portfolio.pdf', exact: true }));
      await visible(pasta.getByRole('button', { name: 'cruzamento.png', exact: true }));
      const anexo = await baixar(page, () =>
        pasta.getByRole('button', { name: 'portfolio.pdf', exact: true }).click(),
      );
      expect(anexo).toEqual({ nome: 'portfolio.pdf', inicio: '%PDF-' });
      await pasta.getByRole('button', { name: 'Apagar certificado-iso.pdf' }).click();
      const confirmar = await visible(
        page.getByRole('dialog', { name: 'Deseja realmente apagar este arquivo?' }),
      );
      await confirmar.getByRole('button', { name: 'Apagar' }).click();
      await visible(pasta.getByText(MENSAGENS.arquivoDeletado));
      await pasta
        .getByRole('button', { name: 'certificado-iso.pdf', exact: true })
        .waitFor({ state: 'detached' });
      await pasta.getByRole('button', { name: 'Fechar' }).first().click();

      // PDF da solução: pedido, acompanhado e baixado.
      await page.goto('/painel/lista-solucoes');
      const gerado = await baixar(page, () =>
        page.getByRole('button', { name: `Baixar PDF de ${TITULO}` }).click(),
      );
      expect(gerado.nome).toMatch(/\.pdf$/);
      expect(gerado.inicio).toBe('%PDF-');

      // Com o comprovante de CNPJ, o PDF assinado é aceito depois da confirmação.
      await enviarProvaCnpj(page, conta.empresaId);
      await page.reload();
      await visible(page.locator('tbody tr', { hasText: TITULO }));
      expect(await page.getByText(semProva).count()).toBe(0);
      const [seletor] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: `Enviar PDF assinado de ${TITULO}` }).click(),
      ]);
      await seletor.setFiles(pdf('proposta-assinada.pdf'));
      const aviso = await visible(
        page.getByRole('dialog', { name: 'Tem certeza que deseja continuar?' }),
      );
      await visible(aviso.getByText(/não poderá mais ser editada/));
      await aviso.getByRole('button', { name: 'Enviar PDF assinado' }).click();
      await visible(page.getByText('PDF assinado enviado'));

      // Em análise: a linha deixa de ser um link e o clique não abre o formulário.
      await visible(linha.getByText('Em Análise Prévia'));
      expect(await page.getByRole('link', { name: TITULO }).count()).toBe(0);
      expect(
        await page.getByRole('button', { name: `Enviar PDF assinado de ${TITULO}` }).count(),
      ).toBe(0);
      await linha.getByText(TITULO, { exact: true }).click();
      // A click handler navigates within its own task: two frames later the address has moved
      // if it ever will.
      await page.evaluate(
        'new Promise((fim) => requestAnimationFrame(() => requestAnimationFrame(fim)))',
      );
      expect(new URL(page.url()).pathname).toBe('/painel/lista-solucoes');

      const assinado = await baixar(page, () =>
        page.getByRole('button', { name: `Baixar PDF assinado de ${TITULO}` }).click(),
      );
      expect(assinado).toEqual({ nome: `${TITULO}.pdf`, inicio: '%PDF-' });
    },
  );
});
