import { describe, expect, it } from 'vitest';
import { tabAte } from '../teclado/apoio.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { criarEmpresa, entrarComoAdministrador, enviarSolucaoAssinada } from './apoio.ts';

/** Each chart's accessible name and the summary its aria-describedby points to. */
const LER_GRAFICOS = `[...document.querySelectorAll('figure')].map((figura) => ({
  nome: document.getElementById(figura.getAttribute('aria-labelledby')).textContent,
  resumo: (document.getElementById(figura.getAttribute('aria-describedby')) || {}).textContent || '',
  tabela: !!figura.querySelector('details table caption'),
}))`;

describe('gráficos das estatísticas do IPT', () => {
  const { newPage } = useBrowser();

  it('cada gráfico tem um resumo em texto e a tabela dos números, que o teclado abre', async () => {
    const empresa = await newPage();
    await enviarSolucaoAssinada(empresa, await criarEmpresa(empresa), 'Semáforo em números');
    await empresa.context().close();
    const page = await newPage();
    await entrarComoAdministrador(page);
    await page.goto('/ipt/home');
    const eixos = await visible(page.getByRole('figure', { name: 'Soluções por eixo temático' }));

    const graficos = (await page.evaluate(LER_GRAFICOS)) as {
      nome: string;
      resumo: string;
      tabela: boolean;
    }[];
    expect(graficos.length).toBeGreaterThanOrEqual(3);
    // A chart with nothing to count shows a sentence saying so, and needs neither.
    for (const grafico of graficos.filter((g) => g.resumo !== '' || g.tabela)) {
      expect(grafico.resumo, grafico.nome).toMatch(/Total: \d/);
      expect(grafico.tabela, grafico.nome).toBe(true);
    }
    expect(graficos.find((g) => g.nome === 'Soluções por eixo temático')?.resumo).toMatch(
      /^Total: [1-9]\d*\. Maior: /,
    );

    // Closed, the table is out of the way; Enter on its summary opens it.
    const tabela = eixos.getByRole('table', { name: 'Soluções por eixo temático' });
    expect(await tabela.isVisible()).toBe(false);
    await tabAte(page, 'Ver dados em tabela');
    await page.keyboard.press('Enter');
    await visible(tabela);
    await visible(tabela.getByRole('columnheader', { name: 'Eixo temático' }));
    await visible(tabela.getByRole('rowheader', { name: 'Mobilidade Urbana' }));
    await page.context().close();
  });
});
