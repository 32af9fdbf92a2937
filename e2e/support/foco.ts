import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** The focused element as a keyboard user meets it: what it is, what it is called, its ring. */
export interface Foco {
  /** 'input', 'button', 'a'… ('body' when nothing has the focus). */
  tag: string;
  /** The `name` attribute ('' when none): a form field's spec name. */
  nome: string;
  /** Its label, aria-label or text, without the required asterisk. */
  rotulo: string;
  /** The ring's width in px: the outline's, or the widest box-shadow. */
  largura: number;
  /** The ring's contrast against the background behind the element. */
  contraste: number;
}

/**
 * Reads the focused element and its ring as the browser draws it: the outline's width (or the
 * widest box-shadow spread) and its contrast against the background behind the element (WCAG
 * 2.4.13 asks at least 2 px and 3:1). A string evaluated in the page, where the DOM is.
 */
const LER_FOCO = `(() => {
  const el = document.activeElement || document.body;
  const estilo = getComputedStyle(el);
  const rgb = (cor) => (cor.match(/[\\d.]+/g) || []).map(Number);
  const luz = ([r, g, b]) => {
    const c = [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  };
  let fundo = [255, 255, 255];
  for (let n = el.parentElement; n; n = n.parentElement) {
    const f = rgb(getComputedStyle(n).backgroundColor);
    if (f.length >= 3 && (f[3] === undefined || f[3] > 0)) { fundo = f; break; }
  }
  let largura = estilo.outlineStyle === 'none' ? 0 : parseFloat(estilo.outlineWidth);
  let cor = rgb(estilo.outlineColor);
  if (largura === 0 && estilo.boxShadow !== 'none') {
    const sombra = estilo.boxShadow.match(/rgba?\\([^)]*\\)|[\\d.]+px/g) || [];
    cor = rgb(sombra.find((p) => p.startsWith('rgb')) || '');
    largura = Math.max(0, ...sombra.filter((p) => p.endsWith('px')).map(parseFloat));
  }
  const [a, b] = [luz(cor), luz(fundo)].sort((x, y) => y - x);
  const rotulado = el.getAttribute('aria-labelledby');
  const texto =
    el.getAttribute('aria-label') ||
    (rotulado && document.getElementById(rotulado.split(' ')[0])?.textContent) ||
    (el.labels && el.labels[0] && el.labels[0].textContent) ||
    el.textContent ||
    el.getAttribute('placeholder') ||
    '';
  return {
    tag: el.tagName.toLowerCase(),
    nome: el.getAttribute('name') || '',
    rotulo: texto.replace(/\\s*\\*\\s*$/, '').replace(/\\s+/g, ' ').trim().slice(0, 120),
    largura,
    contraste: (a + 0.05) / (b + 0.05),
  };
})()`;

export const lerFoco = async (page: Page): Promise<Foco> => (await page.evaluate(LER_FOCO)) as Foco;

/** A visible focus indicator: a ring at least 2 px wide with 3:1 contrast (WCAG 2.4.7, 2.4.13). */
export function esperarAnelVisivel(foco: Foco): void {
  const onde = `foco em <${foco.tag}> "${foco.rotulo || foco.nome}"`;
  expect(foco.largura, `largura do anel (${onde})`).toBeGreaterThanOrEqual(2);
  expect(foco.contraste, `contraste do anel (${onde})`).toBeGreaterThanOrEqual(3);
}
