import { describe, expect, it } from 'vitest';
import { completudeProposta, resumoCompletude } from './completude-proposta.ts';
import { propostaValida } from './exemplos.test-helpers.ts';

/** A title-only draft in the shape the API answers: every other field null. */
const soTitulo = {
  titulo: 'Semáforos',
  descricao: null,
  keyWords: null,
  destino: { destino: null, indiceDetalhe: null, destinoOutro: null },
  descricaoTecnicaSolucao: null,
  justificativa: { problemaResolvido: 'Trânsito', beneficiosDiretos: null },
  historicoSolucao: null,
  suporteSolucao: null,
};

describe('completudeProposta', () => {
  it('dá como completa a solução preenchida e com fotos', () => {
    expect(completudeProposta(propostaValida, 1)).toEqual({
      completa: true,
      campos: [],
      faltamFotos: false,
    });
  });

  it('sem fotos, a solução preenchida ainda não está completa', () => {
    const completude = completudeProposta(propostaValida, 0);
    expect(completude.completa).toBe(false);
    expect(resumoCompletude(completude)).toBe('faltam as fotos');
  });

  it('nomeia cada campo que falta pelo rótulo do formulário, uma vez cada', () => {
    const { campos } = completudeProposta(soTitulo, 0);
    const caminhos = campos.map((c) => c.path);
    expect(caminhos).toContain('descricao');
    expect(caminhos).toContain('destino.indiceDetalhe');
    expect(caminhos).toContain('justificativa.relevancia');
    expect(caminhos).not.toContain('justificativa.problemaResolvido');
    expect(new Set(caminhos).size).toBe(caminhos.length);
    // Descrição, palavras-chave, eixo, capacidade, 7 técnicos, 3 da justificativa, 2 do
    // histórico e 3 do suporte; uma seção em branco conta cada campo seu.
    expect(caminhos).toHaveLength(19);
    expect(campos.find((c) => c.path === 'destino.destino')?.rotulo).toBe('Eixo temático');
    expect(campos.find((c) => c.path === 'keyWords')?.rotulo).toBe('Palavras-chave');
  });

  it('pede a entidade validadora só quando a solução foi validada', () => {
    const validada = {
      ...propostaValida,
      historicoSolucao: { ...propostaValida.historicoSolucao, validacaoOuRegistro: true },
    };
    expect(completudeProposta(validada, 1).campos.map((c) => c.path)).toEqual([
      'historicoSolucao.entidadeResponsavelValidacao',
    ]);
  });
});

describe('resumoCompletude', () => {
  const campo = { path: 'descricao', rotulo: 'Descrição resumida', message: 'x' };
  it.each([
    [[campo], false, 'falta 1 campo'],
    [[campo], true, 'faltam 1 campo e as fotos'],
    [Array(7).fill(campo), true, 'faltam 7 campos e as fotos'],
    [Array(2).fill(campo), false, 'faltam 2 campos'],
  ])('%#: %s', (campos, faltamFotos, texto) => {
    expect(resumoCompletude({ completa: false, campos, faltamFotos })).toBe(texto);
  });

  it('diz "completa" quando não falta nada', () => {
    expect(resumoCompletude({ completa: true, campos: [], faltamFotos: false })).toBe('completa');
  });
});
