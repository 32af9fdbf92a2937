import { describe, expect, it } from 'vitest';
import { juntarPalavrasChave, parsePalavrasChave } from './palavras-chave.ts';

describe('parsePalavrasChave', () => {
  it('separa por vírgula e apara cada palavra', () => {
    expect(parsePalavrasChave(' IoT , cidades inteligentes,sensores ')).toEqual([
      'IoT',
      'cidades inteligentes',
      'sensores',
    ]);
  });

  it('descarta palavras vazias', () => {
    expect(parsePalavrasChave('IoT,, ,sensores,')).toEqual(['IoT', 'sensores']);
    expect(parsePalavrasChave('')).toEqual([]);
  });
});

describe('juntarPalavrasChave', () => {
  it('junta a lista com vírgula e espaço', () => {
    expect(juntarPalavrasChave(['IoT', 'sensores'])).toBe('IoT, sensores');
    expect(juntarPalavrasChave([])).toBe('');
  });

  it('desfaz o que parsePalavrasChave fez', () => {
    const texto = 'IoT, cidades inteligentes, sensores';
    expect(juntarPalavrasChave(parsePalavrasChave(texto))).toBe(texto);
  });
});
