import { describe, expect, it } from 'vitest';
import type { UIMatch } from 'react-router';
import { comProximosPassos, tituloDaRota } from './route-handle';

const match = (handle: unknown) => ({ handle }) as UIMatch;

describe('route handle', () => {
  it('o título é o da rota mais funda que declara um', () => {
    expect(tituloDaRota([match({ titulo: 'Área' }), match({ titulo: 'Página' })])).toBe('Página');
    expect(tituloDaRota([match({ titulo: 'Área' }), match(undefined)])).toBe('Área');
  });

  it('"Próximos passos" vale só para a página mostrada, não para a área que a contém', () => {
    const area = match({ titulo: 'Área', comProximosPassos: true });
    expect(
      comProximosPassos([match(undefined), match({ titulo: 'Lista', comProximosPassos: true })]),
    ).toBe(true);
    expect(comProximosPassos([area, match({ titulo: 'Equipe' })])).toBe(false);
    expect(comProximosPassos([])).toBe(false);
  });
});
