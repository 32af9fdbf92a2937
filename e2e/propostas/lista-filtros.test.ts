import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { useBrowser, visible } from '../support/browser.ts';
import { criarSolucaoPelaApi, entrarComContaNova, escolherOpcao } from './apoio.ts';

/** Axis by position, and two capabilities of each axis (global ids). */
const EIXOS = [
  { id: 1, nome: 'Conectividade', capacidades: [6, 7] },
  { id: 2, nome: 'Governança e Planejamento Urbano', capacidades: [13, 14] },
  { id: 3, nome: 'Mobilidade Urbana', capacidades: [24, 25] },
  { id: 4, nome: 'Segurança', capacidades: [36, 37] },
  { id: 5, nome: 'Serviços', capacidades: [44, 45] },
];

const linhas = (page: Page) => page.locator('#conteudo tbody tr');
const pagina = (page: Page, texto: string) => visible(page.getByText(texto, { exact: true }));

describe('lista de soluções: busca, filtros e páginas', () => {
  const { newPage } = useBrowser();

  it('diz quando não há soluções', async () => {
    const page = await newPage();
    await entrarComContaNova(page);
    await page.goto('/painel/lista-solucoes');
    await visible(page.getByText(MENSAGENS.nenhumaSolucaoCadastrada));
  });

  it(
    'pagina 25 soluções de 20 em 20 e volta à página 1 a cada filtro',
    { timeout: 120_000 },
    async () => {
      const page = await newPage();
      await entrarComContaNova(page);
      for (let i = 1; i <= 25; i++) {
        const eixo = EIXOS[(i - 1) % 5]!;
        await criarSolucaoPelaApi(page, {
          titulo: `Solução ${String(i).padStart(2, '0')}`,
          keyWords: i % 5 === 0 ? ['Drenagem', 'clima'] : ['cidades'],
          destino: eixo.id,
          indiceDetalhe: eixo.capacidades[i % 2]!,
        });
      }

      await page.goto('/painel/lista-solucoes');
      await pagina(page, 'Página 1 de 2');
      expect(await linhas(page).count()).toBe(20);
      await page.getByRole('button', { name: 'Próxima' }).click();
      await pagina(page, 'Página 2 de 2');
      expect(await linhas(page).count()).toBe(5);
      expect(await page.getByRole('button', { name: 'Próxima' }).isDisabled()).toBe(true);

      // Title: any part, any case; the filter brings the list back to page 1.
      await page.getByLabel('Buscar por título').fill('solução 1');
      await pagina(page, 'Página 1 de 1');
      expect(await linhas(page).count()).toBe(10);
      await page.getByLabel('Buscar por título').fill('');

      await page.getByLabel('Buscar por palavra-chave').fill('DRENA');
      await pagina(page, 'Página 1 de 1');
      const titulos = await linhas(page).locator('td:nth-child(2) a').allTextContents();
      expect(titulos.sort()).toEqual([
        'Solução 05',
        'Solução 10',
        'Solução 15',
        'Solução 20',
        'Solução 25',
      ]);
      await page.getByLabel('Buscar por palavra-chave').fill('');
      await pagina(page, 'Página 1 de 2');

      await escolherOpcao(page, 'Eixo temático', 'Mobilidade Urbana');
      await pagina(page, 'Página 1 de 1');
      expect(await linhas(page).count()).toBe(5);
      // Solutions 3, 13, 23 use capability 25 (Transporte…); 8 and 18 use 24.
      await escolherOpcao(page, 'Capacidade do eixo', 'Semáforos Inteligentes');
      expect(await linhas(page).count()).toBe(2);
      await visible(linhas(page).getByText('Solução 08'));
      await visible(linhas(page).getByText('Solução 18'));

      await page.getByRole('button', { name: 'Limpar eixo temático' }).click();
      await pagina(page, 'Página 1 de 2');
      expect(await linhas(page).count()).toBe(20);
    },
  );
});
