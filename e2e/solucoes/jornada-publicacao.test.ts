import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, visible } from '../support/browser.ts';
import {
  alterarStatusNaTela,
  criarEmpresaPublicadora,
  entrarComoAdministrador,
  entrarComoAnalista,
  enviarSolucaoComFoto,
} from './apoio.ts';
import { formasDosDadosPessoais } from './dados-pessoais.ts';

/**
 * A word no other test uses and that resembles no published word, so the search finds this
 * solution alone, and nothing at all (no "Você quis dizer") while it is not published.
 */
const PALAVRA = `Xq${randomUUID().replaceAll('-', '').slice(0, 10)}`;
const TITULO = `${PALAVRA} Adaptativo do Repositório`;

const cartao = (page: Page) => page.locator('article', { hasText: TITULO });

async function buscarNoCatalogo(page: Page) {
  await page.goto(`/solutions?busca=${encodeURIComponent(PALAVRA)}`);
  await visible(page.getByRole('heading', { level: 1, name: 'Soluções disponibilizadas' }));
}

describe('repositório público de soluções', () => {
  const { newPage } = useBrowser();

  it(
    'a solução disponibilizada pelo analista aparece no catálogo, na aba do eixo e na sua página, sem dados pessoais, e some ao mudar de status',
    { timeout: 180_000 },
    async () => {
      const empresaPagina = await newPage();
      const empresa = await criarEmpresaPublicadora(empresaPagina);
      const propostaId = await enviarSolucaoComFoto(empresaPagina, empresa, TITULO);

      const visitante = await newPage();
      await buscarNoCatalogo(visitante);
      await visible(visitante.getByRole('heading', { name: 'Nenhuma solução encontrada' }));

      const admin = await newPage();
      await entrarComoAdministrador(admin);
      const analista = await newPage();
      await entrarComoAnalista(analista, admin);
      await alterarStatusNaTela(analista, propostaId, 'Disponibilizada no Portal');

      // No catálogo: título, empresa, eixo, capacidade e a primeira foto.
      await buscarNoCatalogo(visitante);
      const card = await visible(cartao(visitante));
      await visible(card.getByText(empresa.nomeFantasia));
      await visible(card.getByText('Mobilidade Urbana'));
      await visible(card.getByText('Semáforos Inteligentes'));
      await visible(card.getByRole('img', { name: TITULO }));

      // Na aba do eixo em /municipios, e não em outro eixo.
      await visitante.goto('/municipios');
      const aba = visitante.getByRole('tab', { name: 'Mobilidade urbana' });
      await aba.click();
      // The click loads the app, which then opens the tab: only then is its panel the axis's.
      await expect.poll(() => aba.getAttribute('aria-selected')).toBe('true');
      await visitante.getByRole('tabpanel').getByRole('link', { name: 'Ver soluções' }).click();
      await visitante.waitForURL('**/solutions?eixo=3');
      expect(await visitante.getByRole('combobox', { name: 'Eixo temático' }).inputValue()).toBe(
        'Mobilidade Urbana',
      );
      await visitante.getByRole('textbox', { name: 'Buscar' }).fill(PALAVRA);
      await visitante.waitForURL(/busca=/);
      await visible(cartao(visitante));
      await visitante.goto(`/solutions?eixo=1&busca=${encodeURIComponent(PALAVRA)}`);
      await visible(visitante.getByRole('heading', { name: 'Nenhuma solução encontrada' }));

      // A página da solução: foto carregada, empresa e site, nenhum dado pessoal.
      await buscarNoCatalogo(visitante);
      await cartao(visitante).getByRole('link', { name: TITULO }).click();
      await visitante.waitForURL(`**/solutions/${propostaId}`);
      await visible(visitante.getByRole('heading', { level: 1, name: TITULO }));
      expect(await visitante.title()).toContain(TITULO);
      const foto = await visible(visitante.getByRole('img', { name: TITULO }));
      await expect
        .poll(() =>
          foto.evaluate((img) => {
            const { complete, naturalWidth } = img as unknown as Record<string, number>;
            return complete ? naturalWidth : 0;
          }),
        )
        .toBeGreaterThan(0);
      const sobreEmpresa = visitante.getByRole('region', { name: 'Empresa' });
      await visible(sobreEmpresa.getByText(empresa.nomeFantasia));
      const site = sobreEmpresa.getByRole('link', { name: empresa.webSite });
      expect(await site.getAttribute('href')).toBe(`https://${empresa.webSite}`);
      expect(await site.getAttribute('rel')).toContain('noopener');
      await visible(visitante.getByText('Cruzamentos de avenidas.'));

      const texto = await visitante.locator('main').innerText();
      const html = await visitante.content();
      const api = await (await visitante.request.get(`/api/solucoes/${propostaId}`)).text();
      for (const dado of formasDosDadosPessoais(empresa.pessoais)) {
        expect(texto).not.toContain(dado);
        expect(html).not.toContain(dado);
        expect(api).not.toContain(dado);
      }
      // Nada enviado pela empresa além das fotos é público sem a escolha de um administrador.
      expect(texto).not.toContain('proposta-assinada.pdf');
      expect(texto).not.toContain('portfolio.pdf');

      // De volta a outro status: some do catálogo e a página diz que não a encontra.
      await alterarStatusNaTela(analista, propostaId, 'Revisão de Texto para o Portal');
      await buscarNoCatalogo(visitante);
      await visible(visitante.getByRole('heading', { name: 'Nenhuma solução encontrada' }));
      await visitante.goto(`/solutions/${propostaId}`);
      await visible(visitante.getByRole('heading', { level: 1, name: 'Solução não encontrada' }));
      await visitante.getByRole('link', { name: 'Ver as soluções disponibilizadas' }).click();
      await visitante.waitForURL('**/solutions');
    },
  );
});
