import { describe, expect, it } from 'vitest';
import { useBrowser, visible } from '../support/browser.ts';
import { criarSolucaoPelaApi } from '../support/solucoes.ts';
import { criarEmpresa, entrarComoAdministrador, escolher } from './apoio.ts';

const QUANTAS = 45;

describe('tabela de soluções da equipe', () => {
  const { newPage } = useBrowser();

  it(
    'traz do servidor uma página por vez e guarda filtros, ordem e página na URL',
    { timeout: 180_000 },
    async () => {
      const empresaPagina = await newPage();
      const empresa = await criarEmpresa(empresaPagina);
      for (let i = 1; i <= QUANTAS; i++)
        await criarSolucaoPelaApi(empresaPagina, {
          titulo: `Solução Paginada ${String(i).padStart(2, '0')}`,
        });

      const page = await newPage();
      await entrarComoAdministrador(page);
      const filtro = new URLSearchParams({ tamanho: '20', empresa: empresa.nomeOficial });
      await page.goto(`/ipt/home?${filtro}`);
      const linhas = page.locator('#titulo-solucoes ~ * tbody tr');
      await visible(page.getByText(`Página 1 de 3 · ${QUANTAS} soluções`));
      expect(await linhas.count()).toBe(20);

      await page.getByRole('button', { name: 'Próxima página' }).click();
      await visible(page.getByText(`Página 2 de 3 · ${QUANTAS} soluções`));
      expect(new URL(page.url()).searchParams.get('pagina')).toBe('2');

      // Ordenar volta à página 1 e vale para o servidor inteiro, não só para a página na tela.
      const titulo = page.getByRole('columnheader', { name: 'Título' });
      await titulo.getByRole('button').click();
      await visible(page.getByText(`Página 1 de 3 · ${QUANTAS} soluções`));
      expect(await titulo.getAttribute('aria-sort')).toBe('ascending');
      await visible(linhas.first().getByText('Solução Paginada 01'));
      await titulo.getByRole('button').click();
      await visible(linhas.first().getByText(`Solução Paginada ${QUANTAS}`));

      // Voltar e recarregar mantêm a vista.
      await page.goBack();
      await visible(linhas.first().getByText('Solução Paginada 01'));
      await page.reload();
      await visible(linhas.first().getByText('Solução Paginada 01'));
      expect(
        await page.getByRole('columnheader', { name: 'Título' }).getAttribute('aria-sort'),
      ).toBe('ascending');
      expect(await page.getByRole('textbox', { name: 'Empresa' }).inputValue()).toBe(
        empresa.nomeOficial,
      );

      // Filtro de status: todas aguardam a empresa; nenhuma está aprovada.
      await escolher(page, 'Status', 'Aprovada');
      await visible(page.getByText('Nenhuma solução encontrada'));
      expect(new URL(page.url()).searchParams.get('status')).toBe('3');
    },
  );
});
