import { describe, expect, it } from 'vitest';
import { caminhoDoCatalogo } from './voltar-catalogo';

describe('caminho de volta ao catálogo', () => {
  it('mantém a busca de onde o cartão foi aberto', () => {
    expect(caminhoDoCatalogo({ catalogo: '?eixo=3&pagina=2' })).toBe('/solutions?eixo=3&pagina=2');
  });

  it('vai ao catálogo inteiro quando a página foi aberta por um link', () => {
    expect(caminhoDoCatalogo(null)).toBe('/solutions');
    expect(caminhoDoCatalogo({ catalogo: '//outro.site' })).toBe('/solutions');
  });
});
