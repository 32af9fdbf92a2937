import { describe, expect, it } from 'vitest';
import {
  atribuicaoSchema,
  configuracaoAvaliacaoSchema,
  criterioRubricaSchema,
  declaracaoConflitoSchema,
  rubricaSchema,
} from './avaliacao.ts';
import { descricaoConflito, descricaoRecomendacao } from '../catalogo/avaliacao.ts';
import { linhasDeErro as erros } from './exemplos.test-helpers.ts';

const GUID = '6f1c2a4e-0000-4000-8000-000000000001';

const criterio = (campos: Record<string, unknown> = {}) => ({
  codigo: 'C1',
  nome: 'Potencial de resolver o problema',
  orientacao: 'Considere o problema descrito.',
  peso: 1,
  escalaMinima: 0,
  escalaMaxima: 5,
  ...campos,
});

describe('critério da rubrica', () => {
  it('aceita os limites e recusa o que passa deles, no campo', () => {
    expect(erros(criterioRubricaSchema, criterio({ peso: 0.1, escalaMaxima: 100 }))).toEqual([]);
    expect(erros(criterioRubricaSchema, criterio({ peso: 100 }))).toEqual([]);
    expect(erros(criterioRubricaSchema, criterio({ peso: 0.09 }))).toEqual([
      'peso: Valor inválido.',
    ]);
    expect(erros(criterioRubricaSchema, criterio({ peso: 100.01 }))).toEqual([
      'peso: Valor inválido.',
    ]);
    expect(erros(criterioRubricaSchema, criterio({ escalaMinima: -1 }))).toEqual([
      'escalaMinima: Valor inválido.',
    ]);
    expect(erros(criterioRubricaSchema, criterio({ escalaMaxima: 101 }))).toEqual([
      'escalaMaxima: Valor inválido.',
    ]);
    expect(erros(criterioRubricaSchema, criterio({ escalaMaxima: 4.5 }))).toEqual([
      'escalaMaxima: Valor inválido.',
    ]);
    expect(erros(criterioRubricaSchema, criterio({ peso: 'um' }))).toEqual([
      'peso: Valor inválido.',
    ]);
  });

  it('pede o código e o nome, e limita a orientação a 600 caracteres', () => {
    expect(erros(criterioRubricaSchema, criterio({ codigo: '  ', nome: '' }))).toEqual([
      'codigo: Campo obrigatório.',
      'nome: Campo obrigatório.',
    ]);
    expect(erros(criterioRubricaSchema, criterio({ codigo: 'C'.repeat(11) }))).toEqual([
      'codigo: Máximo de 10 caracteres.',
    ]);
    expect(erros(criterioRubricaSchema, criterio({ orientacao: 'a'.repeat(600) }))).toEqual([]);
    expect(erros(criterioRubricaSchema, criterio({ orientacao: 'a'.repeat(601) }))).toEqual([
      'orientacao: Máximo de 600 caracteres.',
    ]);
    // Guidance may run over several lines, and is trimmed.
    const resultado = criterioRubricaSchema.parse(criterio({ orientacao: ' linha 1\nlinha 2 ' }));
    expect(resultado.orientacao).toBe('linha 1\nlinha 2');
  });

  it('o máximo da escala deve passar do mínimo', () => {
    const mensagem = 'escalaMaxima: O máximo da escala deve ser maior que o mínimo.';
    expect(erros(criterioRubricaSchema, criterio({ escalaMinima: 5, escalaMaxima: 5 }))).toEqual([
      mensagem,
    ]);
    expect(erros(criterioRubricaSchema, criterio({ escalaMinima: 6, escalaMaxima: 5 }))).toEqual([
      mensagem,
    ]);
    expect(erros(criterioRubricaSchema, criterio({ escalaMinima: 4, escalaMaxima: 5 }))).toEqual(
      [],
    );
  });
});

describe('rubrica', () => {
  it('de 1 a 20 critérios, com códigos diferentes sem olhar maiúsculas', () => {
    expect(erros(rubricaSchema, { criterios: [] })).toEqual([
      'criterios: Informe ao menos um critério.',
    ]);
    const vinte = Array.from({ length: 20 }, (_, i) => criterio({ codigo: `C${i + 1}` }));
    expect(erros(rubricaSchema, { criterios: vinte })).toEqual([]);
    expect(erros(rubricaSchema, { criterios: [...vinte, criterio({ codigo: 'C21' })] })).toEqual([
      'criterios: Informe no máximo 20 critérios.',
    ]);
    expect(
      erros(rubricaSchema, {
        criterios: [criterio({ codigo: 'c1' }), criterio({ codigo: 'C2' }), criterio()],
      }),
    ).toEqual(['criterios.2.codigo: Cada critério precisa de um código diferente.']);
  });
});

describe('configuração e atribuição', () => {
  it('a margem de divergência vai de 0 a 10 pontos', () => {
    expect(erros(configuracaoAvaliacaoSchema, { margemDivergencia: 0 })).toEqual([]);
    expect(erros(configuracaoAvaliacaoSchema, { margemDivergencia: 10 })).toEqual([]);
    expect(erros(configuracaoAvaliacaoSchema, { margemDivergencia: -0.5 })).toEqual([
      'margemDivergencia: Valor inválido.',
    ]);
    expect(erros(configuracaoAvaliacaoSchema, { margemDivergencia: 10.5 })).toEqual([
      'margemDivergencia: Valor inválido.',
    ]);
  });

  it('atribui de 1 a 200 soluções a de 1 a 10 avaliadores, com prazo opcional em AAAA-MM-DD', () => {
    const base = { propostaIds: [GUID], avaliadorIds: [GUID] };
    expect(atribuicaoSchema.parse({ ...base, prazo: '' }).prazo).toBeNull();
    expect(atribuicaoSchema.parse({ ...base, prazo: '2026-12-15' }).prazo).toBe('2026-12-15');
    expect(
      atribuicaoSchema.parse({ ...base, propostaIds: [GUID.toUpperCase()] }).propostaIds,
    ).toEqual([GUID]);
    expect(erros(atribuicaoSchema, { ...base, prazo: '15/12/2026' })).toEqual([
      'prazo: Data inválida.',
    ]);
    expect(erros(atribuicaoSchema, { ...base, prazo: '2026-13-45' })).toEqual([
      'prazo: Data inválida.',
    ]);
    expect(erros(atribuicaoSchema, { propostaIds: [], avaliadorIds: [] })).toEqual([
      'propostaIds: Campo obrigatório.',
      'avaliadorIds: Campo obrigatório.',
    ]);
    expect(
      erros(atribuicaoSchema, { ...base, propostaIds: Array.from({ length: 200 }, () => GUID) }),
    ).toEqual([]);
    expect(
      erros(atribuicaoSchema, {
        propostaIds: Array.from({ length: 201 }, () => GUID),
        avaliadorIds: Array.from({ length: 11 }, () => GUID),
      }),
    ).toEqual(['propostaIds: Valor inválido.', 'avaliadorIds: Valor inválido.']);
    expect(erros(atribuicaoSchema, { ...base, avaliadorIds: ['nao-e-guid'] })).toHaveLength(1);
  });
});

describe('conflito de interesse', () => {
  it('"outro" pede a descrição; os demais tipos e "nenhum" não', () => {
    expect(erros(declaracaoConflitoSchema, { conflito: 'outro' })).toEqual([
      'descricao: Descreva o conflito de interesse.',
    ]);
    expect(erros(declaracaoConflitoSchema, { conflito: 'outro', descricao: '   ' })).toEqual([
      'descricao: Descreva o conflito de interesse.',
    ]);
    expect(erros(declaracaoConflitoSchema, { conflito: 'outro', descricao: 'Ex-sócio' })).toEqual(
      [],
    );
    for (const conflito of ['nenhum', 'institucional', 'pessoal', 'financeiro']) {
      expect(erros(declaracaoConflitoSchema, { conflito })).toEqual([]);
    }
    expect(erros(declaracaoConflitoSchema, { conflito: 'talvez' })).toEqual([
      'conflito: Valor inválido.',
    ]);
  });
});

describe('nomes da recomendação e do conflito', () => {
  it('dão o nome de cada escolha, e dizem quando não há recomendação', () => {
    expect(descricaoRecomendacao('aprovar_com_ajustes')).toBe('Aprovar com ajustes');
    expect(descricaoRecomendacao(null)).toBe('Não informada');
    expect(descricaoRecomendacao('talvez')).toBe('Não informada');
    expect(descricaoConflito('financeiro')).toBe('Financeiro');
    expect(descricaoConflito('desconhecido')).toBe('desconhecido');
  });
});
