import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { baixarArquivo } from '../support/downloads.ts';
import { criarEmpresa, entrarComoAdministrador, enviarSolucaoAssinada } from './apoio.ts';
import { TELA_DA_EQUIPE } from '../support/larguras.ts';

/** The CSV as a spreadsheet in Portuguese reads it: ';' between quoted values, CRLF lines. */
function lerCsv(texto: string): string[][] {
  return texto.split('\r\n').map((linha) =>
    linha
      .slice(1, -1)
      .split('";"')
      .map((valor) => valor.replaceAll('""', '"')),
  );
}

// The staff at a desk (larguras.ts).
describe('arquivos para quem os abre', () => {
  const { newPage } = useBrowser();

  it(
    'exporta o CSV com ponto e vírgula e baixa o cartão CNPJ com o nome da empresa',
    { timeout: 180_000 },
    async () => {
      const marca = randomUUID().slice(0, 6);
      const empresaPagina = await newPage();
      const empresa = await criarEmpresa(empresaPagina, {
        nomeOficial: `Água Viva Soluções ${marca} Ltda.`,
      });
      const propostaId = await enviarSolucaoAssinada(empresaPagina, empresa, `Poste ${marca}`);
      await empresaPagina.context().close();

      const page = await newPage({ viewport: TELA_DA_EQUIPE, acceptDownloads: true });
      await entrarComoAdministrador(page);

      // O CSV das empresas abre em colunas no Excel em português.
      await page.goto('/ipt/companies');
      await visible(page.getByRole('heading', { name: 'Empresas Cadastradas' }));
      expect(await violacoesAxe(page)).toEqual([]);
      const csv = await baixarArquivo(page, () =>
        page.getByRole('button', { name: 'Exportar CSV' }).click(),
      );
      expect(csv.nome).toBe('empresas.csv');
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const texto = csv.bytes.subarray(3).toString('utf8');
      expect(texto).toContain('\r\n');
      const [cabecalho, ...linhas] = lerCsv(texto);
      expect(cabecalho).toEqual(['Nome', 'CNPJ', 'Website', 'Contatos']);
      const linha = linhas.find((l) => l[0] === empresa.nomeOficial);
      expect(linha?.[1]?.replace(/\D/g, '')).toBe(empresa.cnpj);
      expect(linha).toHaveLength(4);

      // O cartão CNPJ baixa com o CNPJ e o nome da empresa.
      await page.goto('/ipt/home');
      const botao = await visible(
        page.getByRole('button', { name: `Baixar cartão CNPJ de ${empresa.nomeOficial}` }),
      );
      const cartao = await baixarArquivo(page, () => botao.click());
      expect(cartao.nome).toBe(`cartao-cnpj-${empresa.cnpj}-agua-viva-solucoes-${marca}-ltda.pdf`);
      expect(cartao.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await violacoesAxe(page)).toEqual([]);
      await capturar(page, 'ipt-home-computador');

      // Salvar o mesmo status fica desabilitado; publicar pede confirmação do que fica público.
      await page.goto(`/ipt/solution/${propostaId}`);
      await (await visible(page.getByRole('button', { name: 'Alterar Status' }))).click();
      const dialogo = await visible(page.getByRole('dialog', { name: 'Alterar Status' }));
      const salvar = dialogo.getByRole('button', { name: 'Salvar', exact: true });
      expect(await salvar.isDisabled()).toBe(true);
      await visible(page.getByText('Escolha um status diferente do atual para salvar.'));
      expect(await violacoesAxe(page)).toEqual([]);
      await page.getByRole('combobox', { name: 'Status' }).click();
      await (
        await visible(page.getByRole('option', { name: 'Disponibilizada no Portal', exact: true }))
      ).click();
      await dialogo.getByRole('button', { name: 'Revisar publicação' }).click();
      await visible(page.getByText('Confirme a publicação no portal'));
      await visible(dialogo.getByText('foto-da-solucao.png', { exact: false }));
      expect(await violacoesAxe(page)).toEqual([]);
      await capturar(page, 'publicacao-computador');
      await page.context().close();
    },
  );
});
