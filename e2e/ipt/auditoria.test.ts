import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { irPeloMenu } from '../support/menu.ts';
import { capturar } from '../support/capturas.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/portal-server.ts';
import { criarSolucaoPelaApi, payloadProposta } from '../support/solucoes.ts';
import { criarEmpresa, entrarPelaTelaDoIpt } from './apoio.ts';
import { LARGURAS } from '../support/larguras.ts';

async function semViolacoes(page: Page, onde: string) {
  expect(await violacoesAxe(page), onde).toEqual([]);
}

/** The records on the screen: table rows on a wide screen, one block each on a phone. */
const registros = (page: Page, titulo: string, largura: number): Locator =>
  page.locator(
    largura < 992
      ? `ul[aria-label="${titulo}"] > li`
      : `table[aria-label="${titulo}"] > tbody > tr`,
  );

const textos = async (linhas: Locator) =>
  (await linhas.allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));

/** What the company does in this journey, newest first, by the labels the trail gives them. */
const ACOES_DA_EMPRESA = [
  'Alterou uma solução',
  'Criou uma solução',
  'Entrou no portal',
  'Cadastrou-se por uma empresa',
];

const acoesConhecidas = (linhas: string[]) =>
  linhas.flatMap((linha) => ACOES_DA_EMPRESA.filter((acao) => linha.includes(acao)).slice(0, 1));

const parametros = (page: Page) => new URL(page.url()).searchParams;

describe('registro de auditoria', () => {
  const { newPage } = useBrowser();

  for (const [, viewport] of LARGURAS) {
    const largura = viewport.width;
    it(
      `mostra quem fez o quê, filtra pela URL e baixa o CSV filtrado (${largura} px)`,
      { timeout: 180_000 },
      async () => {
        // A company registers and signs in, creates a solution and renames it.
        const empresaPage = await newPage({ viewport });
        const empresa = await criarEmpresa(empresaPage);
        const titulo = `Semáforo auditado ${largura}`;
        const propostaId = await criarSolucaoPelaApi(empresaPage, { titulo });
        const renomeada = await empresaPage.request.post('/api/proposta', {
          data: { ...payloadProposta({ titulo: `${titulo} revisado` }), id: propostaId },
        });
        expect(renomeada.ok(), await renomeada.text()).toBe(true);

        // The administrator signs in through the screens and opens the trail from the menu.
        const admin = await newPage({ viewport });
        await entrarPelaTelaDoIpt(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
        if (largura >= 1366) {
          await irPeloMenu(admin, 'Auditoria', { grupo: 'Administração' });
        } else {
          await admin.goto('/ipt/auditoria');
        }
        await visible(admin.getByRole('heading', { level: 1, name: 'Registro de auditoria' }));
        const linhas = registros(admin, 'Registros de auditoria', largura);
        await visible(linhas.first());
        // Newest first: the sign-in just made.
        expect((await textos(linhas.first()))[0]).toContain('Entrou no portal');
        await semViolacoes(admin, 'registro sem filtros');

        // Ação: only sign-ins remain, and the address says so.
        await admin
          .getByRole('combobox', { name: 'Ação' })
          .selectOption({ label: 'Entrou no portal' });
        await expect.poll(() => parametros(admin).get('acao')).toBe('login.sucesso');
        await expect
          .poll(async () => (await textos(linhas)).every((t) => t.includes('Entrou no portal')))
          .toBe(true);

        // Pessoa: the company's one sign-in.
        await admin.getByRole('textbox', { name: 'Pessoa' }).fill(empresa.email);
        await expect.poll(() => parametros(admin).get('pessoa')).toBe(empresa.email);
        await visible(admin.getByRole('status').filter({ hasText: /^1 registro$/ }));
        const [login] = await textos(linhas);
        expect(login).toContain('Entrou no portal');
        expect(login).toContain(empresa.contato.nome);
        expect(login).toContain(empresa.nomeOficial);

        // The CSV carries the same filters and holds the same rows.
        const csv = admin.getByRole('link', { name: 'Baixar CSV' });
        const endereco = await csv.getAttribute('href');
        expect(endereco).toBe(
          `/api/auditoria/registros.csv?${new URLSearchParams({ pessoa: empresa.email, acao: 'login.sucesso' })}`,
        );
        const arquivo = await admin.request.get(endereco!);
        expect(arquivo.headers()['content-type']).toContain('text/csv');
        const conteudo = await arquivo.text();
        expect(conteudo).toContain('Entrou no portal');
        expect(conteudo).toContain(empresa.nomeOficial);
        expect(conteudo).not.toContain('Cadastrou-se por uma empresa');

        // Every action of that person, and the filters survive a reload.
        await admin.getByRole('combobox', { name: 'Ação' }).selectOption({ label: 'Todas' });
        await expect.poll(() => parametros(admin).get('acao')).toBeNull();
        await admin.reload();
        expect(await admin.getByRole('textbox', { name: 'Pessoa' }).inputValue()).toBe(
          empresa.email,
        );
        // Newest first; other records of that person (an e-mail confirmed, a photo attached)
        // may sit between these.
        await expect
          .poll(async () => acoesConhecidas(await textos(linhas)))
          .toEqual(ACOES_DA_EMPRESA);
        const [alteracao] = await textos(linhas);
        expect(alteracao).toContain(`Título da solução: ${titulo} → ${titulo} revisado`);
        await semViolacoes(admin, 'registro filtrado');
        expect(await admin.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
          largura,
        );
        await capturar(admin, `auditoria-${largura}`);

        // The solution's page lists its own records.
        await admin.goto(`/ipt/solution/${propostaId}`);
        const secao = admin.getByRole('region', { name: 'Quem fez o quê', exact: true });
        await visible(secao);
        const daSolucao = registros(admin, 'Quem fez o quê nesta solução', largura);
        await visible(daSolucao.first());
        expect(acoesConhecidas(await textos(daSolucao))).toEqual(ACOES_DA_EMPRESA.slice(0, 2));
        const [ultima] = await textos(daSolucao);
        expect(ultima).toContain(`Título da solução: ${titulo} → ${titulo} revisado`);
        await semViolacoes(admin, 'quem fez o quê na solução');
        expect(await admin.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
          largura,
        );
        await secao.scrollIntoViewIfNeeded();
        await capturar(admin, `quem-fez-o-que-${largura}`);
      },
    );
  }
});
