import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const fonteAxe = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

interface Violacao {
  id: string;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

/**
 * axe-core's violations in the page's current state, one line each ('' when clean). The source
 * goes in through `evaluate`, which the portal's Content-Security-Policy does not govern.
 */
export async function violacoesAxe(page: Page): Promise<string[]> {
  await page.evaluate(fonteAxe);
  // A string, evaluated in the page: this project's type checking knows no DOM.
  const violacoes = (await page.evaluate(
    'axe.run(document).then((resultado) => resultado.violations)',
  )) as Violacao[];
  // The first nodes are enough to find the cause; a table row repeats it fifty times.
  return violacoes.map((v) => {
    const alvos = v.nodes.slice(0, 3).map((n) => n.target.join(' '));
    const mais = v.nodes.length > 3 ? ` e mais ${v.nodes.length - 3}` : '';
    const exemplo = v.nodes[0]?.html.slice(0, 160) ?? '';
    return `${v.id}: ${v.help} (${alvos.join(', ')}${mais}) ${exemplo}`;
  });
}
