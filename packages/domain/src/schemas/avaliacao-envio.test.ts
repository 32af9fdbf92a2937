import { describe, expect, it } from 'vitest';
import {
  conclusaoParecerSchema,
  minhasAvaliacoesFiltroSchema,
  notaPrivadaSchema,
  rascunhoAvaliacaoSchema,
  reaberturaSchema,
  validarEnvio,
  type RascunhoAvaliacao,
} from './avaliacao.ts';
import { linhasDeErro as erros } from './exemplos.test-helpers.ts';

const GUID = '6f1c2a4e-0000-4000-8000-000000000001';

const CRITERIOS = [
  { codigo: 'C1', nome: 'Potencial', orientacao: '', peso: 1, escalaMinima: 0, escalaMaxima: 5 },
  { codigo: 'C2', nome: 'Maturidade', orientacao: '', peso: 2, escalaMinima: 1, escalaMaxima: 10 },
];

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
    for (const nota of [null, 2.5, -1, 6, Number.NaN]) {
      expect(
        validarEnvio(
          CRITERIOS,
          rascunho({ notas: { ...rascunho().notas, C1: { nota, justificativa: 'x' } } }),
        ),
      ).toEqual([{ path: 'notas.C1.nota', message: 'Use notas inteiras de 0 a 5.' }]);
    }
    for (const nota of [0, 11]) {
      expect(
        validarEnvio(
          CRITERIOS,
          rascunho({ notas: { ...rascunho().notas, C2: { nota, justificativa: 'x' } } }),
        ),
      ).toEqual([{ path: 'notas.C2.nota', message: 'Use notas inteiras de 1 a 10.' }]);
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
      { path: 'notas.C2.nota', message: 'Use notas inteiras de 1 a 10.' },
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
