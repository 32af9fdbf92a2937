import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  atribuicaoSchema,
  conclusaoParecerSchema,
  configuracaoAvaliacaoSchema,
  criterioRubricaSchema,
  declaracaoConflitoSchema,
  minhasAvaliacoesFiltroSchema,
  notaPrivadaSchema,
  rascunhoAvaliacaoSchema,
  reaberturaSchema,
  rubricaSchema,
  validarEnvio,
  type RascunhoAvaliacao,
} from './avaliacao.ts';
import { descricaoConflito, descricaoRecomendacao } from '../catalogo/avaliacao.ts';

const GUID = '6f1c2a4e-0000-4000-8000-000000000001';

/** Each issue as "path: message", the way the API answers them. */
const erros = (schema: z.ZodType, valor: unknown) => {
  const resultado = schema.safeParse(valor);
  return resultado.success
    ? []
    : resultado.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

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

const CRITERIOS = [criterio(), criterio({ codigo: 'C2', escalaMinima: 1, escalaMaxima: 10 })];

const rascunho = (campos: Partial<RascunhoAvaliacao> = {}): RascunhoAvaliacao => ({
  notas: {
    C1: { nota: 3, justificativa: 'Resolve o problema.' },
    C2: { nota: 7, justificativa: 'Madura.' },
  },
  recomendacao: 'aprovar',
  fundamentacao: 'Atende ao edital.',
  ...campos,
});

describe('rascunho e envio da avaliação', () => {
  it('o rascunho aceita o que falta, mas não o que passa dos limites', () => {
    const vazio = { notas: {}, recomendacao: null, fundamentacao: '' };
    expect(erros(rascunhoAvaliacaoSchema, vazio)).toEqual([]);
    expect(
      erros(rascunhoAvaliacaoSchema, {
        ...vazio,
        notas: { C1: { nota: 101, justificativa: 'a'.repeat(2001) } },
        recomendacao: 'talvez',
        fundamentacao: 'a'.repeat(4001),
      }),
    ).toEqual([
      'notas.C1.nota: Valor inválido.',
      'notas.C1.justificativa: Máximo de 2000 caracteres.',
      'recomendacao: Valor inválido.',
      'fundamentacao: Máximo de 4000 caracteres.',
    ]);
    expect(
      erros(rascunhoAvaliacaoSchema, {
        ...vazio,
        notas: { C1: { nota: 100, justificativa: 'a'.repeat(2000) } },
        fundamentacao: 'a'.repeat(4000),
      }),
    ).toEqual([]);
    expect(
      erros(rascunhoAvaliacaoSchema, { ...vazio, notas: { C1: { nota: -1, justificativa: '' } } }),
    ).toEqual(['notas.C1.nota: Valor inválido.']);
  });

  it('um rascunho completo pode ser enviado; as pontas da escala valem', () => {
    expect(validarEnvio(CRITERIOS, rascunho())).toEqual([]);
    const pontas = rascunho({
      notas: {
        C1: { nota: 0, justificativa: 'Mínimo.' },
        C2: { nota: 10, justificativa: 'Máximo.' },
      },
    });
    expect(validarEnvio(CRITERIOS, pontas)).toEqual([]);
  });

  it('recusa nota ausente, fracionada ou fora da escala de cada critério, com a escala na mensagem', () => {
    for (const nota of [null, 2.5, -1, 6]) {
      expect(
        validarEnvio(
          CRITERIOS,
          rascunho({ notas: { ...rascunho().notas, C1: { nota, justificativa: 'x' } } }),
        ),
      ).toEqual([{ path: 'notas.C1.nota', message: 'Informe uma nota de 0 a 5.' }]);
    }
    for (const nota of [0, 11]) {
      expect(
        validarEnvio(
          CRITERIOS,
          rascunho({ notas: { ...rascunho().notas, C2: { nota, justificativa: 'x' } } }),
        ),
      ).toEqual([{ path: 'notas.C2.nota', message: 'Informe uma nota de 1 a 10.' }]);
    }
  });

  it('pede justificativa por critério, recomendação e fundamentação', () => {
    expect(
      validarEnvio(
        CRITERIOS,
        rascunho({
          notas: { C1: { nota: 3, justificativa: '' } },
          recomendacao: null,
          fundamentacao: '',
        }),
      ),
    ).toEqual([
      { path: 'notas.C1.justificativa', message: 'Justifique a nota deste critério.' },
      { path: 'notas.C2.nota', message: 'Informe uma nota de 1 a 10.' },
      { path: 'notas.C2.justificativa', message: 'Justifique a nota deste critério.' },
      { path: 'recomendacao', message: 'Escolha uma recomendação.' },
      { path: 'fundamentacao', message: 'Fundamente a recomendação.' },
    ]);
  });
});

describe('textos da equipe', () => {
  it('reabertura, nota privada e conclusão são obrigatórias e têm limite', () => {
    expect(erros(reaberturaSchema, { motivo: '' })).toEqual(['motivo: Campo obrigatório.']);
    expect(erros(reaberturaSchema, { motivo: 'a'.repeat(501) })).toEqual([
      'motivo: Máximo de 500 caracteres.',
    ]);
    expect(erros(notaPrivadaSchema, { texto: 'Ver o orçamento.\nE o prazo.' })).toEqual([]);
    expect(notaPrivadaSchema.parse({ texto: 'Ok', respostaA: GUID.toUpperCase() }).respostaA).toBe(
      GUID,
    );
    expect(erros(notaPrivadaSchema, { texto: 'a'.repeat(4001) })).toEqual([
      'texto: Máximo de 4000 caracteres.',
    ]);
    expect(erros(conclusaoParecerSchema, { conclusao: 'a'.repeat(6000) })).toEqual([]);
    expect(erros(conclusaoParecerSchema, { conclusao: 'a'.repeat(6001) })).toEqual([
      'conclusao: Máximo de 6000 caracteres.',
    ]);
  });

  it('"Minhas avaliações" filtra por pendentes ou enviadas; vazio é sem filtro', () => {
    expect(minhasAvaliacoesFiltroSchema.parse({ situacao: '' }).situacao).toBeUndefined();
    expect(minhasAvaliacoesFiltroSchema.parse({ situacao: 'enviadas' }).situacao).toBe('enviadas');
    expect(erros(minhasAvaliacoesFiltroSchema, { situacao: 'todas' })).toEqual([
      'situacao: Valor inválido.',
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
