import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROOT } from '../support/portal-server.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { publicarSolucaoDeExemplo } from '../solucoes/apoio.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

const AREAS_RESTRITAS = [
  'src/features/painel/',
  'src/features/propostas/',
  'src/features/acesso/',
  'src/app/areas/ipt/',
  'src/features/auditoria/',
  'src/features/calendario/',
  'src/features/documentos/',
  'src/features/emails/',
  'src/features/empresas/',
  'src/features/equipe/',
  'src/features/estatisticas/',
];

const manifesto = () =>
  JSON.parse(readFileSync(join(ROOT, 'apps/web/dist/.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;

/** Files that only the company, access and staff areas use, from Vite's build manifest. */
function arquivosDasAreasRestritas(): string[] {
  return Object.values(manifesto())
    .filter((chunk) => AREAS_RESTRITAS.some((area) => chunk.src?.startsWith(area)))
    .map((chunk) => chunk.file);
}

/**
 * Also the shared chunks that only those areas import (a form, a dialog), found by walking the
 * static imports from each entry: what no public entry reaches belongs to the restricted areas.
 */
function arquivosSoDasAreasRestritas(entradasPublicas: readonly string[]): string[] {
  const chunks = manifesto();
  const alcancados = (chaves: readonly string[]) => {
    const vistos = new Set<string>();
    const visitar = (chave: string) => {
      if (vistos.has(chave) || !chunks[chave]) return;
      vistos.add(chave);
      for (const importado of chunks[chave].imports ?? []) visitar(importado);
    };
    chaves.forEach(visitar);
    return vistos;
  };
  const restritas = Object.keys(chunks).filter((chave) =>
    AREAS_RESTRITAS.some((area) => chunks[chave]?.src?.startsWith(area)),
  );
  const publicos = alcancados(entradasPublicas);
  return [...alcancados(restritas)].filter((c) => !publicos.has(c)).map((c) => chunks[c]!.file);
}

/** The entry chunk of one feature folder. */
function arquivoDaFeature(pasta: string): string {
  const chunk = Object.values(manifesto()).find((c) => c.src?.startsWith(pasta));
  if (!chunk) throw new Error(`Sem chunk para ${pasta} no manifesto do Vite.`);
  return chunk.file;
}

/**
 * The app's own files (React, the router, Mantine, the pages): the module that starts it and
 * everything it imports. A public page downloads them only when the visitor first acts.
 */
function arquivosDoApp(): string[] {
  const chunks = manifesto();
  const vistos = new Set<string>();
  const visitar = (chave: string) => {
    if (vistos.has(chave) || !chunks[chave]) return;
    vistos.add(chave);
    for (const importado of chunks[chave].imports ?? []) visitar(importado);
  };
  visitar(MODULO_DO_APP);
  // The entry script itself is imported back by the app (the state they share).
  vistos.delete('index.html');
  return [...vistos].map((chave) => chunks[chave]!.file);
}

const MODULO_DO_APP = 'src/app/iniciar-app.tsx';

/** A public page's JavaScript and stylesheet, compressed, on a phone's connection. */
const TETO_JS_KIB = 100;
const TETO_CSS_KIB = 25;

/** Every file of a kind a page downloads until it settles: path, size and bytes on the wire. */
async function scriptsBaixados(page: Page, abrir: () => Promise<void>, tipo = 'script') {
  const scripts: { url: string; bytes: number; transferidos: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== tipo) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const { responseBodySize } = await response.request().sizes();
    scripts.push({
      url: new URL(response.url()).pathname,
      bytes: body.length,
      transferidos: responseBodySize,
    });
  });
  await abrir();
  await page.waitForLoadState('networkidle');
  return scripts;
}

describe('JavaScript das páginas públicas', () => {
  const { newPage } = useBrowser();
  let solucao = '';

  beforeAll(async () => {
    solucao = `/solutions/${await publicarSolucaoDeExemplo(newPage, 'Semáforo de poucos KiB')}`;
  });

  // The solution's address is known only after the set-up.
  it.each(['/', '/solutions', 'a página de uma solução publicada'])(
    `%s: até o primeiro gesto, no máximo ${TETO_JS_KIB} KiB de JavaScript comprimido e nada do aplicativo`,
    async (nome) => {
      const caminho = nome.startsWith('/') ? nome : solucao;
      const doApp = arquivosDoApp();
      expect(doApp.length).toBeGreaterThan(1);
      const restritos = arquivosDasAreasRestritas();
      expect(restritos.length).toBeGreaterThan(0);

      const page = await newPage();
      // Until the page settles, with no gesture: what a visitor who only reads downloads.
      const scripts = await scriptsBaixados(page, async () => {
        await page.goto(caminho);
        await visible(page.getByRole('heading', { level: 1 }));
      });

      const baixados = scripts.map((s) => s.url.replace(/^\//, ''));
      for (const arquivo of [...doApp, ...restritos]) expect(baixados).not.toContain(arquivo);

      const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
      const transferidos = scripts.reduce((sum, s) => sum + s.transferidos, 0) / 1024;
      console.log(
        `JavaScript baixado por "${caminho}": ${(total / 1024).toFixed(1)} KiB em ` +
          `${scripts.length} arquivo(s), ${transferidos.toFixed(1)} KiB transferidos (comprimidos)`,
      );
      expect(total).toBeGreaterThan(0);
      // The server compresses bundles: far fewer bytes travel than the browser runs.
      expect(transferidos).toBeLessThan(total / 1024 / 2);
      expect(transferidos).toBeLessThanOrEqual(TETO_JS_KIB);
    },
  );

  it(`a folha de estilos de uma página pública tem no máximo ${TETO_CSS_KIB} KiB comprimidos`, async () => {
    const page = await newPage();
    const folhas = await scriptsBaixados(
      page,
      async () => {
        await page.goto('/sobre');
        await visible(page.getByRole('heading', { level: 1, name: 'Sobre a chamada' }));
      },
      'stylesheet',
    );
    const transferidos = folhas.reduce((soma, f) => soma + f.transferidos, 0) / 1024;
    console.log(`CSS de "/sobre": ${transferidos.toFixed(1)} KiB transferidos (comprimidos)`);
    expect(folhas.length).toBeGreaterThan(0);
    expect(transferidos).toBeLessThanOrEqual(TETO_CSS_KIB);
  });

  it('/solutions e a página de uma solução não baixam o código das áreas restritas', async () => {
    const restritos = arquivosSoDasAreasRestritas([
      'index.html',
      MODULO_DO_APP,
      'src/features/solucoes/solucoes-routes.ts',
      // A manager's actions on a solution, composed into its page (empty for a visitor).
      'src/features/gestor/salvar-na-selecao-routes.ts',
      'src/features/pesquisa-mercado/acoes-solucao-routes.ts',
    ]);
    expect(restritos).toEqual(expect.arrayContaining(arquivosDasAreasRestritas()));
    const page = await newPage();
    const scripts = await scriptsBaixados(page, async () => {
      await page.goto('/solutions');
      await visible(page.getByRole('heading', { level: 1, name: 'Soluções disponibilizadas' }));
      // The visitor's first gesture loads the app and the catalogue's code.
      await page.keyboard.press('Tab');
      await page.locator('#root[data-app="pronto"]').waitFor({ state: 'attached' });
      // Any id: a published one shows the solution, any other 'Solução não encontrada'; both
      // are the same public chunk.
      await page.goto('/solutions/00000000-0000-4000-8000-000000000000');
      await visible(page.getByRole('heading', { level: 1 }));
      await page.keyboard.press('Tab');
      await page.locator('#root[data-app="pronto"]').waitFor({ state: 'attached' });
    });

    const baixados = scripts.map((s) => s.url.replace(/^\//, ''));
    expect(baixados).toContain(arquivoDaFeature('src/features/solucoes/'));
    for (const arquivo of restritos) expect(baixados).not.toContain(arquivo);
  });
});
