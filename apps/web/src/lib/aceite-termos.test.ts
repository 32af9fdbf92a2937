import { describe, expect, it } from 'vitest';
import { destinoAposAceite, enderecoAceiteTermos } from './aceite-termos';

const EMPRESA = 1;
const ADMINISTRADOR = 5;

describe('aceite dos termos', () => {
  it('guarda na página do aceite o endereço que a pessoa pediu', () => {
    expect(enderecoAceiteTermos('/painel/lista-solucoes?pagina=2')).toBe(
      '/termos/aceite?voltar=%2Fpainel%2Flista-solucoes%3Fpagina%3D2',
    );
  });

  it('depois do aceite, volta ao endereço pedido quando é deste site', () => {
    expect(destinoAposAceite('/painel/equipe', EMPRESA)).toBe('/painel/equipe');
    expect(destinoAposAceite('/ipt/solution/abc?aba=1', ADMINISTRADOR)).toBe(
      '/ipt/solution/abc?aba=1',
    );
  });

  it('não segue para outro site nem de volta ao próprio aceite', () => {
    for (const voltar of [
      'https://golpe.example/painel',
      '//golpe.example/painel',
      '/\\golpe.example',
      'javascript:alert(1)',
      'painel',
      '/termos/aceite?voltar=/painel',
      '',
    ]) {
      expect(destinoAposAceite(voltar, EMPRESA), voltar).toBe('/painel');
    }
  });

  it('sem endereço, vai aonde a entrada levaria cada tipo de conta', () => {
    expect(destinoAposAceite(null, EMPRESA)).toBe('/painel');
    expect(destinoAposAceite(null, ADMINISTRADOR)).toBe('/ipt/home');
  });
});
