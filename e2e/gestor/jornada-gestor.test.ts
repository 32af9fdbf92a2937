import { randomUUID } from 'node:crypto';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MENSAGENS } from '@portal/domain';
import { escolher } from '../ipt/apoio.ts';
import {
  criarEmpresaPublicadora,
  entrarComoAdministrador,
  publicarPelaApi,
  SENHA,
} from '../solucoes/apoio.ts';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { capturar } from '../support/capturas.ts';
import { criarSolucaoPelaApi } from '../support/solucoes.ts';
import { LARGURAS } from '../support/larguras.ts';

/**
 * A municipal manager's journey: signs up with an e-mail of the public body's domain the portal
 * is configured with (verified at once), signs in, saves two published solutions from their
 * public pages, and compares them side by side: a table at a desk, stacked sections on a phone.
 */
describe('gestor público', () => {
  const { newPage } = useBrowser();
  const titulos = [
    `Semáforo inteligente ${randomUUID().slice(0, 6)}`,
    `Iluminação com telegestão ${randomUUID().slice(0, 6)}`,
  ];
  let solucoes: string[];

  beforeAll(async () => {
    const [empresa, admin] = await Promise.all([newPage(), newPage()]);
    await criarEmpresaPublicadora(empresa);
    await entrarComoAdministrador(admin);
    solucoes = [];
    for (const titulo of titulos) {
      const id = await criarSolucaoPelaApi(empresa, { titulo });
      await publicarPelaApi(admin, id);
      solucoes.push(id);
    }
  }, 120_000);

  async function cadastrar(page: Page, email: string) {
    await page.goto('/municipios');
    await page.getByRole('link', { name: 'Criar conta de gestor público' }).click();
    await visible(page.getByRole('heading', { name: 'Cadastro de gestor público municipal' }));
    await page.getByLabel('Nome completo').fill('Marta Ribeiro');
    await page.getByLabel('CPF').fill(generateCpf());
    await page.getByLabel('Cargo ou função').fill('Secretária de Inovação');
    await escolher(page, /^Estado/, 'São Paulo (SP)');
    await escolher(page, /^Município/, 'Campinas');
    await page.getByLabel('E-mail institucional').fill(email);
    await page.getByLabel(/^Senha/).fill(SENHA);
    await page.getByLabel(/^Confirmação da senha/).fill(SENHA);
    await page.getByRole('checkbox', { name: /Li e aceito os termos/ }).check();
    await page.getByRole('button', { name: 'Criar conta de gestor' }).click();
    await page.waitForURL('**/gestor');
    await visible(page.getByText('Cadastro verificado: você pode salvar e comparar soluções.'));
    await visible(page.getByText('Município: Campinas/SP (IBGE 3509502)'));
  }

  async function entrar(page: Page, email: string) {
    await page.request.post('/api/logout');
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Cadastrar / Entrar' }).click();
    await page.waitForURL('**/senha');
    await page.getByLabel('Senha', { exact: true }).fill(SENHA);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL('**/gestor');
  }

  it.each(LARGURAS)(
    'no %s: cadastra-se, entra, salva duas soluções e as compara',
    async (tela, viewport) => {
      const page = await newPage({ viewport });
      const email = `gestora-${randomUUID().slice(0, 8)}@prefeitura.sp.gov.br`;
      await cadastrar(page, email);
      await entrar(page, email);

      for (const id of solucoes) {
        await page.goto(`/solutions/${id}`);
        await page.getByRole('button', { name: 'Salvar na minha seleção' }).click();
        await visible(page.getByText(MENSAGENS.solucaoSalva));
        await visible(page.getByRole('link', { name: 'Na minha seleção — abrir' }));
      }

      await page.goto('/gestor/selecao');
      await visible(page.getByRole('heading', { name: 'Minha seleção', level: 1 }));
      for (const titulo of titulos)
        await page.getByRole('checkbox', { name: `Comparar ${titulo}` }).check();
      await page.getByRole('button', { name: 'Comparar as marcadas (2)' }).click();
      await visible(page.getByRole('heading', { name: 'Comparação', level: 2 }));

      if (tela === 'computador') {
        const tabela = page.getByRole('table');
        for (const titulo of titulos)
          await visible(tabela.getByRole('columnheader', { name: titulo }));
        await visible(tabela.getByRole('rowheader', { name: 'Título da solução' }));
      } else {
        // On a phone each field is a section, each solution's answer under its title.
        const secao = page.getByRole('heading', { name: 'Título da solução', level: 3 });
        await visible(secao);
        expect(await page.getByRole('table').isVisible()).toBe(false);
      }
      await capturar(page, `gestor-comparacao-${viewport.width}`);
      expect(await violacoesAxe(page)).toEqual([]);
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
        viewport.width,
      );
    },
    120_000,
  );

  it('mostra a quem não entrou o convite para entrar e salvar', async () => {
    const page = await newPage();
    await page.goto(`/solutions/${solucoes[0]}`);
    await visible(page.getByRole('link', { name: 'Entrar para salvar' }));
    expect(await violacoesAxe(page)).toEqual([]);
  });
});
