import { describe, expect, it } from 'vitest';
import { enderecoWeb } from './endereco-web';

describe('endereço do site', () => {
  it('põe https:// quando falta e mantém o endereço completo', () => {
    expect(enderecoWeb('www.exemplo.com.br')).toBe('https://www.exemplo.com.br');
    expect(enderecoWeb('http://exemplo.com')).toBe('http://exemplo.com');
    expect(enderecoWeb('exemplo.com:8080/a')).toBe('https://exemplo.com:8080/a');
  });

  it('não faz link de site vazio nem de outro esquema', () => {
    expect(enderecoWeb('  ')).toBeNull();
    expect(enderecoWeb(null)).toBeNull();
    expect(enderecoWeb('javascript:alert(1)')).toBeNull();
  });
});
