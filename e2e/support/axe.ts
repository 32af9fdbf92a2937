import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const fonteAxe = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/**
 * e-MAG asks for WCAG 2.x AA: every A and AA rule up to 2.2 (target size among them, which axe
 * leaves off unless a tag asks for it), plus the best practices the portal already keeps
 * (landmarks, heading order, one h1), so no earlier check is lost.
 */
const OPCOES = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'],
  },
  // Only the failures are read: axe then skips collecting every node that passed.
  resultTypes: ['violations'],
};

interface Violacao {
  id: string;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

/** Only what colours decide, for a second look at a screen already checked whole. */
const SO_CORES = {
  runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
  resultTypes: ['violations'],
};

/**
 * axe-core's violations in the page's current state, one line each ('' when clean). The source
 * goes in through `evaluate`, which the portal's Content-Security-Policy does not govern.
 */
export async function violacoesAxe(
  page: Page,
  { soCores = false }: { soCores?: boolean } = {},
): Promise<string[]> {
  // Once per document: a dialog opened on the same page needs no second copy.
  if ((await page.evaluate('typeof axe')) === 'undefined') await page.evaluate(fonteAxe);
  // A string, evaluated in the page: this project's type checking knows no DOM.
  const opcoes = JSON.stringify(soCores ? SO_CORES : OPCOES);
  const violacoes = (await page.evaluate(
    `axe.run(document, ${opcoes}).then((resultado) => resultado.violations)`,
  )) as Violacao[];
  // The first nodes are enough to find the cause; a table row repeats it fifty times.
  return violacoes.map((v) => {
    const alvos = v.nodes.slice(0, 3).map((n) => n.target.join(' '));
    const mais = v.nodes.length > 3 ? ` e mais ${v.nodes.length - 3}` : '';
    const exemplo = v.nodes[0]?.html.slice(0, 160) ?? '';
    return `${v.id}: ${v.help} (${alvos.join(', ')}${mais}) ${exemplo}`;
  });
}
