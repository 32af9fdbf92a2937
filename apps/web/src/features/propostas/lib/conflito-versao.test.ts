import { describe, expect, it } from 'vitest';
import { reaplicarTextos } from './conflito-versao';
import { textosVazios } from './formulario-proposta';

const base = { ...textosVazios(), titulo: 'Semáforo', descricao: 'Antiga', conceito: 'C' };

describe('reaplicarTextos', () => {
  it('leva o que só a outra pessoa mudou e mantém o que só esta pessoa mudou', () => {
    const meus = { ...base, descricao: 'Minha descrição' };
    const atual = { ...base, titulo: 'Título da outra pessoa', suporteTecnicoBrasil: true };
    const { valores: textos, divergencias } = reaplicarTextos(meus, base, atual);
    expect(textos).toEqual({
      ...base,
      titulo: 'Título da outra pessoa',
      suporteTecnicoBrasil: true,
      descricao: 'Minha descrição',
    });
    expect(divergencias).toEqual([]);
  });

  it('no campo que os dois mudaram, fica o texto desta pessoa e a outra versão é mostrada', () => {
    const meus = { ...base, titulo: 'Meu título', validacaoOuRegistro: false };
    const atual = { ...base, titulo: 'Título dela', validacaoOuRegistro: true };
    const { valores: textos, divergencias } = reaplicarTextos(meus, base, atual);
    expect(textos.titulo).toBe('Meu título');
    expect(textos.validacaoOuRegistro).toBe(false);
    expect(divergencias).toEqual([
      { campo: 'titulo', rotulo: 'Título da solução', valorSalvo: 'Título dela' },
      {
        campo: 'validacaoOuRegistro',
        rotulo: 'A solução foi validada ou registrada por terceiros?',
        valorSalvo: 'Sim',
      },
    ]);
  });

  it('a mesma mudança dos dois não é divergência; o apagado aparece como em branco', () => {
    const meus = { ...base, titulo: 'Igual', conceito: 'Meu conceito' };
    const atual = { ...base, titulo: 'Igual', conceito: '' };
    const { divergencias } = reaplicarTextos(meus, base, atual);
    expect(divergencias).toEqual([
      { campo: 'conceito', rotulo: 'Conceito da solução', valorSalvo: '(em branco)' },
    ]);
  });
});
