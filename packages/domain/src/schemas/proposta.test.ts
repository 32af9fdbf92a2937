import { describe, expect, it } from 'vitest';
import { comValor, errosDe, propostaValida } from './exemplos.test-helpers.ts';
import { atualizacaoPropostaSchema, propostaSchema } from './proposta.ts';

const tecnicos = [
  'descricaoTecnicaSolucao.conceito',
  'descricaoTecnicaSolucao.aplicacaoPratica',
  'descricaoTecnicaSolucao.requisitosTecnicosOperacionais',
  'descricaoTecnicaSolucao.limitacoesTecnicas',
  'descricaoTecnicaSolucao.escalabilidade',
  'descricaoTecnicaSolucao.beneficiosEsperados',
  'descricaoTecnicaSolucao.custosEstimados',
  'justificativa.problemaResolvido',
  'justificativa.beneficiosDiretos',
  'justificativa.relevancia',
  'justificativa.diferencial',
];

describe('propostaSchema', () => {
  it('aceita a proposta completa', () => {
    expect(propostaSchema.parse(propostaValida)).toEqual(propostaValida);
  });

  it('descarta campos do servidor', () => {
    const proposta = propostaSchema.parse({
      ...propostaValida,
      statusProposta: { idStatusProposta: 3 },
      codigoProposta: 'P-1',
      usuarioID: 'u',
      dataCadastro: '2025-01-01',
    });
    expect(Object.keys(proposta).sort()).toEqual(Object.keys(propostaValida).sort());
  });

  it.each([
    'titulo',
    'descricao',
    'keyWords',
    'destino',
    'destino.destino',
    'destino.indiceDetalhe',
    'descricaoTecnicaSolucao',
    'justificativa',
    'historicoSolucao',
    'historicoSolucao.validacaoOuRegistro',
    'historicoSolucao.cidadeImplementada',
    'suporteSolucao',
    'suporteSolucao.suporteNoBrasil',
    'suporteSolucao.tempoMedio',
    'suporteSolucao.tempoGarantia',
    ...tecnicos,
  ])('exige %s', (caminho) => {
    expect(errosDe(propostaSchema, comValor(propostaValida, caminho, undefined))).toEqual([
      { path: caminho, message: 'Campo obrigatório.' },
    ]);
  });

  it.each<[string, number]>([
    ['titulo', 80],
    ['descricao', 300],
    ['descricaoTecnicaSolucao.modalidadeContratacao', 2000],
    ['historicoSolucao.cidadeImplementada', 400],
    ['suporteSolucao.tempoMedio', 500],
    ...tecnicos.map((caminho): [string, number] => [caminho, 777]),
  ])('limita %s a %i caracteres', (caminho, maximo) => {
    expect(
      propostaSchema.safeParse(comValor(propostaValida, caminho, 'x'.repeat(maximo))).success,
    ).toBe(true);
    expect(
      errosDe(propostaSchema, comValor(propostaValida, caminho, 'x'.repeat(maximo + 1))),
    ).toEqual([{ path: caminho, message: `Máximo de ${maximo} caracteres.` }]);
  });

  it('exige destinoOutro quando a capacidade é Outros e aponta o caminho completo', () => {
    const dados = comValor(propostaValida, 'destino', { destino: 3, indiceDetalhe: 35 });
    expect(errosDe(propostaSchema, dados)).toEqual([
      { path: 'destino.destinoOutro', message: 'Campo obrigatório.' },
    ]);
  });

  it('recusa texto obrigatório só com espaços', () => {
    expect(errosDe(propostaSchema, { ...propostaValida, titulo: '   ' })).toEqual([
      { path: 'titulo', message: 'Campo obrigatório.' },
    ]);
  });
});

describe('atualizacaoPropostaSchema', () => {
  const id = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';

  it('exige o id da proposta a atualizar', () => {
    expect(atualizacaoPropostaSchema.parse({ ...propostaValida, id }).id).toBe(id);
    expect(errosDe(atualizacaoPropostaSchema, propostaValida)).toEqual([
      { path: 'id', message: 'Identificador inválido.' },
    ]);
  });
});
