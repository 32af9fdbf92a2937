import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lerZip } from '../../apps/api/test/zip-leitor.ts';
import { pdf, png } from '../support/arquivos.ts';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { baixarArquivo } from '../support/downloads.ts';
import { enviarArquivoPelaApi } from '../propostas/apoio.ts';
import { criarSolucaoPelaApi } from '../support/solucoes.ts';
import { criarEmpresa, entrarComoAdministrador } from './apoio.ts';
import { TELA_DA_EQUIPE } from '../support/larguras.ts';

/** What staff download from /ipt/home, checked byte by byte, at both widths. */

// The staff at a desk (larguras.ts).
describe('downloads de /ipt/home', () => {
  const { newPage } = useBrowser();

  it('baixa o cartão CNPJ da empresa e o zip com os arquivos da solução', async () => {
    const paginaEmpresa = await newPage();
    const empresa = await criarEmpresa(paginaEmpresa);
    const titulo = `Iluminação ${randomUUID().slice(0, 6)}`;
    const id = await criarSolucaoPelaApi(paginaEmpresa, { titulo });
    await paginaEmpresa.request.put(
      `/api/fileindexer/empresa/${empresa.empresaId}/provacnpj/file`,
      {
        data: {
          nomeOriginal: 'cartao-cnpj.pdf',
          conteudo: pdf('cartao-cnpj.pdf', 'Cartão CNPJ da empresa').buffer.toString('base64'),
          tipoDoArquivo: 4,
          tipo: 'application/pdf',
        },
      },
    );
    await enviarArquivoPelaApi(paginaEmpresa, id, 'fotos', png('poste.png'));
    await enviarArquivoPelaApi(paginaEmpresa, id, 'formassinado', pdf('proposta-assinada.pdf'));

    const page = await newPage({ viewport: TELA_DA_EQUIPE });
    await entrarComoAdministrador(page);
    await page.goto('/ipt/home');
    await page.getByRole('textbox', { name: 'Empresa' }).fill(empresa.nomeOficial);
    await page.waitForURL(/empresa=/);
    const cartao = await visible(
      page.getByRole('button', { name: `Baixar cartão CNPJ de ${empresa.nomeOficial}` }).first(),
    );
    // Checked once the filtered list has arrived: while it loads, the old rows are dimmed.
    await page.locator('table[aria-busy="false"]').waitFor();
    expect(await violacoesAxe(page)).toEqual([]);

    const cartaoBaixado = await baixarArquivo(page, () => cartao.click());
    expect(cartaoBaixado.nome).toMatch(/\.pdf$/);
    expect(cartaoBaixado.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(cartaoBaixado.bytes.toString('latin1')).toContain('Cartão CNPJ da empresa');

    const zip = await baixarArquivo(page, () =>
      page
        .getByRole('link', { name: /^Zip com os arquivos da solução / })
        .first()
        .click(),
    );
    expect(zip.nome).toMatch(/\.zip$/);
    const entradas = lerZip(zip.bytes);
    const nomes = entradas.map((e) => e.nome);
    expect(
      nomes.some((n) => n.endsWith('proposta-assinada.pdf')),
      nomes.join(', '),
    ).toBe(true);
    expect(
      nomes.some((n) => n.endsWith('poste.png')),
      nomes.join(', '),
    ).toBe(true);
    const assinado = entradas.find((e) => e.nome.endsWith('proposta-assinada.pdf'))!;
    expect(assinado.conteudo.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await violacoesAxe(page)).toEqual([]);
  });
});
