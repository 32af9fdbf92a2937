import { describe, expect, it } from 'vitest';
import { reaplicarSobreAtual, type DescricaoCampos } from './conflito-versao';

interface Dados {
  nome: string;
  cargo: string;
  telefones: { numero: string; tipo: number }[];
}

const CAMPOS: DescricaoCampos<Dados> = {
  campos: ['nome', 'cargo', 'telefones'],
  rotulo: (campo) => ({ nome: 'Nome', cargo: 'Cargo', telefones: 'Telefones' })[campo],
  comoTexto: (campo, valor) =>
    campo === 'telefones'
      ? (valor as Dados['telefones']).map((t) => t.numero).join(', ')
      : String(valor),
};

const base: Dados = { nome: 'Ana', cargo: 'Gerente', telefones: [{ numero: '1', tipo: 1 }] };

describe('reaplicarSobreAtual', () => {
  it('compara listas pelo conteúdo, qualquer que seja a ordem das chaves', () => {
    const atual = { ...base, telefones: [{ tipo: 1, numero: '1' }] };
    const meus = { ...base, cargo: 'Diretora' };
    expect(reaplicarSobreAtual(meus, base, atual, CAMPOS)).toEqual({
      valores: { ...atual, cargo: 'Diretora' },
      divergencias: [],
    });
  });

  it('no campo que os dois mudaram fica o valor desta pessoa, e o da outra é mostrado como texto', () => {
    const meus = { ...base, telefones: [{ numero: '2', tipo: 1 }] };
    const atual = { ...base, nome: 'Ana Souza', telefones: [{ numero: '3', tipo: 1 }] };
    const { valores, divergencias } = reaplicarSobreAtual(meus, base, atual, CAMPOS);
    expect(valores).toEqual({ ...atual, telefones: meus.telefones });
    expect(divergencias).toEqual([{ campo: 'telefones', rotulo: 'Telefones', valorSalvo: '3' }]);
  });

  it('um valor apagado pela outra pessoa aparece como em branco', () => {
    const meus = { ...base, cargo: 'Diretora' };
    const atual = { ...base, cargo: '' };
    expect(reaplicarSobreAtual(meus, base, atual, CAMPOS).divergencias).toEqual([
      { campo: 'cargo', rotulo: 'Cargo', valorSalvo: '(em branco)' },
    ]);
  });
});
