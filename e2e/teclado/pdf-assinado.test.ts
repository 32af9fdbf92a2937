import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  criarSolucaoPelaApi,
  entrarComContaNova,
  enviarArquivoPelaApi,
  enviarProvaCnpj,
} from '../propostas/apoio.ts';
import { pdf, png } from '../support/arquivos.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { anexar, interceptarSeletoresDeArquivo, tabAte } from './apoio.ts';

describe('enviar o PDF assinado só com o teclado', () => {
  const { newPage } = useBrowser();

  it('abre o seletor de arquivo pelo botão da lista e confirma no diálogo', async () => {
    const page = interceptarSeletoresDeArquivo(await newPage());
    const conta = await entrarComContaNova(page);
    await enviarProvaCnpj(page, conta.empresaId);
    const titulo = `Semáforo ${randomUUID().slice(0, 6)}`;
    const id = await criarSolucaoPelaApi(page, { titulo });
    await enviarArquivoPelaApi(page, id, 'fotos', png('cruzamento.png'));
    await page.goto('/painel/lista-solucoes');
    await visible(page.getByRole('button', { name: `Enviar PDF assinado de ${titulo}` }));

    await tabAte(page, `Enviar PDF assinado de ${titulo}`);
    await anexar(pdf('proposta-assinada.pdf'))(page);
    const aviso = await visible(
      page.getByRole('dialog', { name: 'Tem certeza que deseja continuar?' }),
    );
    await visible(aviso.getByText(/não poderá mais ser editada/));
    await tabAte(page, 'Enviar PDF assinado');
    await page.keyboard.press('Enter');
    await visible(page.getByText('PDF assinado enviado'));
    await visible(page.locator('tbody tr', { hasText: titulo }).getByText('Em Análise Prévia'));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });
});
