import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { criarEmpresa, entrarComoAdministrador, enviarSolucaoAssinada } from '../ipt/apoio.ts';
import { criarSolucaoPelaApi, entrarComContaNova } from '../propostas/apoio.ts';
import { useBrowser, visible } from '../support/browser.ts';

/**
 * Visits each path as the page's signed-in user and answers what the browser printed as an
 * error on the way, path by path (a failed request, a React warning, an uncaught exception).
 * A signed-in user doing normal things must see a clean console, as the anonymous
 * visitor of the public routes does.
 */
async function errosNoConsole(page: Page, caminhos: string[]): Promise<string[]> {
  let caminhoAtual = '';
  const erros: string[] = [];
  page.on('console', (mensagem) => {
    if (mensagem.type() === 'error') erros.push(`${caminhoAtual}: ${mensagem.text()}`);
  });
  page.on('pageerror', (erro) => erros.push(`${caminhoAtual}: ${erro.message}`));
  for (const caminho of caminhos) {
    caminhoAtual = caminho;
    await page.goto(caminho);
    await visible(page.getByRole('heading', { level: 1 }));
    await page.waitForLoadState('networkidle');
  }
  return erros;
}

describe('nenhum erro no console de quem entrou', () => {
  const { newPage } = useBrowser();

  it(
    'a empresa percorre o painel, o cadastro da solução e a lista',
    { timeout: 120_000 },
    async () => {
      const page = await newPage();
      await entrarComContaNova(page);
      const id = await criarSolucaoPelaApi(page, { titulo: 'Semáforo sem erros no console' });
      const erros = await errosNoConsole(page, [
        '/painel',
        '/painel/cadastro',
        '/painel/equipe',
        '/painel/meus-dados',
        '/meus-dados',
        '/painel/propostas',
        `/painel/propostas/${id}`,
        `/painel/propostas/${id}/portal`,
        '/painel/cadastro-sucesso',
        '/painel/lista-solucoes',
        '/privacidade',
      ]);
      expect(erros).toEqual([]);
      await page.context().close();
    },
  );

  it('a administração percorre toda a área do IPT', { timeout: 120_000 }, async () => {
    const empresa = await newPage();
    const propostaId = await enviarSolucaoAssinada(
      empresa,
      await criarEmpresa(empresa),
      'Sensores de enchente sem erros no console',
    );
    await empresa.context().close();
    const page = await newPage();
    await entrarComoAdministrador(page);
    const erros = await errosNoConsole(page, [
      '/ipt/home',
      `/ipt/solution/${propostaId}`,
      '/ipt/avaliacoes',
      '/ipt/rubrica',
      '/ipt/equipe',
      '/ipt/pedidos-empresas',
      '/ipt/documentos',
      '/ipt/calendario',
      '/ipt/conta',
      '/ipt/emails',
      '/ipt/auditoria',
      '/ipt/privacidade',
      '/ipt/meus-dados',
      '/meus-dados',
      '/ipt/companies',
    ]);
    expect(erros).toEqual([]);
    await page.context().close();
  });
});
