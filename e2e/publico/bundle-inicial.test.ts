import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/portal-server.ts';
import { useBrowser, visible } from '../support/browser.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

const AREAS_RESTRITAS = [
  'src/features/painel/',
  'src/features/propostas/',
  'src/features/ipt/',
  'src/features/acesso/',
];

/** Files that only the company, access and staff areas use, from Vite's build manifest. */
function arquivosDasAreasRestritas(): string[] {
  const manifest = JSON.parse(
    readFileSync(join(ROOT, 'apps/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  return Object.values(manifest)
    .filter((chunk) => AREAS_RESTRITAS.some((area) => chunk.src?.startsWith(area)))
    .map((chunk) => chunk.file);
}

describe('JavaScript da página inicial', () => {
  const { newPage } = useBrowser();

  it('não baixa o código das áreas da empresa, de acesso e da equipe', async () => {
    const restritos = arquivosDasAreasRestritas();
    expect(restritos.length).toBeGreaterThan(0);

    const page = await newPage();
    const scripts: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: new URL(response.url()).pathname, bytes: body.length });
    });
    await page.goto('/');
    await visible(page.getByRole('link', { name: /Edital de convocação/ }).first());
    await page.waitForLoadState('networkidle');

    const baixados = scripts.map((s) => s.url.replace(/^\//, ''));
    for (const arquivo of restritos) expect(baixados).not.toContain(arquivo);

    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    console.log(
      `JavaScript baixado por "/": ${(total / 1024).toFixed(1)} KiB em ${scripts.length} arquivo(s) ` +
        '(sem compressão)',
    );
    expect(total).toBeGreaterThan(0);
  });
});
