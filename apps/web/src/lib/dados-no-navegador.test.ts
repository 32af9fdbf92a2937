import { afterEach, describe, expect, it } from 'vitest';
import { guardarSomenteDe } from './dados-no-navegador';

afterEach(() => localStorage.clear());

describe('guardarSomenteDe', () => {
  it('tira do navegador o que é de outra pessoa e deixa o da pessoa na sessão', () => {
    localStorage.setItem('portal:rascunho-proposta:ana:nova', '{}');
    localStorage.setItem('portal:rascunho-proposta:bia:p1', '{}');
    localStorage.setItem('outro-site', 'x');
    guardarSomenteDe('ana');
    expect(Object.keys(localStorage).sort()).toEqual([
      'outro-site',
      'portal:rascunho-proposta:ana:nova',
    ]);
    guardarSomenteDe(null);
    expect(Object.keys(localStorage)).toEqual(['outro-site']);
  });
});
