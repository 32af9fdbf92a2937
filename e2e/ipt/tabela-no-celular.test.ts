import { describe, expect, it } from 'vitest';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { CELULAR } from '../support/larguras.ts';
import { criarSolucaoPelaApi } from '../support/solucoes.ts';
import { criarEmpresa, entrarComoAdministrador } from './apoio.ts';

const TITULO = 'Iluminação pública com telegestão e sensores de presença nas praças';

describe('tabela de soluções da equipe no celular', () => {
  const { newPage } = useBrowser();

  it('cada solução vira um cartão com o título inteiro, sem rolagem lateral, e ainda ordena', async () => {
    const empresaPagina = await newPage();
    const empresa = await criarEmpresa(empresaPagina);
    await criarSolucaoPelaApi(empresaPagina, { titulo: TITULO });

    const page = await newPage({ viewport: CELULAR });
    await entrarComoAdministrador(page);
    await page.goto(`/ipt/home?${new URLSearchParams({ empresa: empresa.nomeOficial })}`);
    const tabela = page.getByRole('table').filter({ hasText: TITULO });
    const linha = tabela.getByRole('row').filter({ hasText: TITULO });
    const titulo = await visible(linha.getByRole('link', { name: TITULO }));

    // Whole: the link's box lies inside the screen, and nothing scrolls sideways.
    const caixa = (await titulo.boundingBox())!;
    expect(caixa.x).toBeGreaterThanOrEqual(0);
    expect(caixa.x + caixa.width).toBeLessThanOrEqual(CELULAR.width);
    const rolagem = await tabela.evaluate((t) => {
      const caixaDeRolagem = t.closest('.mantine-ScrollArea-viewport') ?? t.parentElement!;
      return caixaDeRolagem.scrollWidth - caixaDeRolagem.clientWidth;
    });
    expect(rolagem).toBeLessThanOrEqual(1);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      CELULAR.width,
    );
    // Each cell says what it is; the table stays a table for a screen reader.
    await visible(linha.getByRole('cell', { name: /^Status: Aguardando Empresa/ }));
    expect(await linha.getByRole('cell').count()).toBeGreaterThanOrEqual(8);
    await linha.scrollIntoViewIfNeeded();
    await capturar(page, 'tabela-equipe-celular', { soATela: true });
    expect(await violacoesAxe(page)).toEqual([]);

    // The header is a bar of sort buttons.
    const ordenarTitulo = tabela.getByRole('columnheader', { name: 'Título' });
    await ordenarTitulo.getByRole('button').click();
    await expect.poll(() => ordenarTitulo.getAttribute('aria-sort')).toBe('ascending');
  });
});
