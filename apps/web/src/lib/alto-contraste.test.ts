import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ATRIBUTO_CONTRASTE, CHAVE_ALTO_CONTRASTE, definirAltoContraste } from './alto-contraste';

describe('alto contraste', () => {
  afterEach(() => definirAltoContraste(false));

  it('liga e desliga no <html> e fica guardado no navegador', () => {
    definirAltoContraste(true);
    expect(document.documentElement.getAttribute(ATRIBUTO_CONTRASTE)).toBe('alto');
    expect(localStorage.getItem(CHAVE_ALTO_CONTRASTE)).toBe('sim');
    definirAltoContraste(false);
    expect(document.documentElement.hasAttribute(ATRIBUTO_CONTRASTE)).toBe(false);
    expect(localStorage.getItem(CHAVE_ALTO_CONTRASTE)).toBeNull();
  });

  it('o script do index.html lê a mesma chave e põe o mesmo atributo antes da pintura', () => {
    const index = readFileSync(join(__dirname, '..', '..', 'index.html'), 'utf8');
    const script = /<script>([\s\S]*?)<\/script>/.exec(index)?.[1] ?? '';
    expect(script).toContain(`localStorage.getItem('${CHAVE_ALTO_CONTRASTE}') === 'sim'`);
    expect(script).toContain(`setAttribute('${ATRIBUTO_CONTRASTE}', 'alto')`);
  });
});
