import { describe, expect, it } from 'vitest';
import { compararEnvios } from './comparacao.ts';

const foto = (id: string, nomeOriginal: string) => ({ id, nomeOriginal, contexto: 10, tamanho: 1 });

describe('compararEnvios', () => {
  it('lists only the fields whose value changed, with the form label', () => {
    const diferencas = compararEnvios(
      { campos: { titulo: 'A', keyWords: ['x', 'y'], 'destino.destino': 1 }, arquivos: [] },
      { campos: { titulo: 'B', keyWords: ['x', 'y'], 'destino.destino': 1 }, arquivos: [] },
    );
    expect(diferencas.campos).toEqual([
      { caminho: 'titulo', rotulo: 'Título da solução', antes: 'A', depois: 'B' },
    ]);
    expect(diferencas.arquivos).toEqual([]);
  });

  it('treats a missing field as empty and a list in another order as a change', () => {
    const { campos } = compararEnvios(
      { campos: { keyWords: ['x', 'y'] }, arquivos: [] },
      { campos: { keyWords: ['y', 'x'], 'suporteSolucao.mtbf': null }, arquivos: [] },
    );
    expect(campos.map((c) => c.caminho)).toEqual(['keyWords']);
  });

  it('names the files that came and went per context, a new upload of one name counting as both', () => {
    const { arquivos } = compararEnvios(
      { campos: {}, arquivos: [foto('1', 'a.png'), foto('2', 'b.png')] },
      { campos: {}, arquivos: [foto('1', 'a.png'), foto('3', 'b.png'), foto('4', 'c.png')] },
    );
    expect(arquivos).toEqual([
      { contexto: 10, incluidos: ['b.png', 'c.png'], removidos: ['b.png'] },
    ]);
  });
});
