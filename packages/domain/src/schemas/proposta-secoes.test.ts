import { describe, expect, it } from 'vitest';
import { CAPACIDADES_OUTROS, EIXOS } from '../catalogo/index.ts';
import { errosDe } from './exemplos.test-helpers.ts';
import {
  destinoSchema,
  historicoSolucaoSchema,
  keyWordsSchema,
  keyWordsTextoSchema,
  suporteSolucaoSchema,
} from './proposta-secoes.ts';

describe('keyWordsSchema', () => {
  it('apara cada palavra e descarta as vazias', () => {
    expect(keyWordsSchema.parse([' IoT ', '', '  ', 'sensores'])).toEqual(['IoT', 'sensores']);
  });

  it('exige ao menos uma palavra-chave', () => {
    expect(errosDe(keyWordsSchema, [' '])).toEqual([{ path: '', message: 'Campo obrigatório.' }]);
    expect(errosDe(keyWordsSchema, undefined)).toEqual([
      { path: '', message: 'Campo obrigatório.' },
    ]);
  });

  it('conta os 255 caracteres no texto juntado com vírgulas', () => {
    const cinquenta = 'x'.repeat(50);
    // 5 × 50 letters + 4 × ", " = 258
    expect(errosDe(keyWordsSchema, Array(5).fill(cinquenta))).toEqual([
      { path: '', message: 'Máximo de 255 caracteres.' },
    ]);
    // 5 × 49 letters + 4 × ", " = 253
    expect(keyWordsSchema.safeParse(Array(5).fill('x'.repeat(49))).success).toBe(true);
  });

  it('lê o texto do formulário separado por vírgulas', () => {
    expect(keyWordsTextoSchema.parse('IoT, , sensores,')).toEqual(['IoT', 'sensores']);
  });
});

describe('destinoSchema', () => {
  it('aceita capacidade do eixo escolhido sem destinoOutro', () => {
    expect(destinoSchema.safeParse({ destino: 1, indiceDetalhe: 6 }).success).toBe(true);
  });

  it.each(EIXOS.map((eixo) => [eixo.id, CAPACIDADES_OUTROS[eixo.id - 1]!]))(
    'exige destinoOutro quando o eixo %i usa Outros (%i)',
    (destino, indiceDetalhe) => {
      expect(errosDe(destinoSchema, { destino, indiceDetalhe })).toEqual([
        { path: 'destinoOutro', message: 'Campo obrigatório.' },
      ]);
      expect(errosDe(destinoSchema, { destino, indiceDetalhe, destinoOutro: '  ' })).toEqual([
        { path: 'destinoOutro', message: 'Campo obrigatório.' },
      ]);
      expect(
        destinoSchema.safeParse({ destino, indiceDetalhe, destinoOutro: 'Drones' }).success,
      ).toBe(true);
    },
  );

  it('cobre exatamente as capacidades Outros 12, 23, 35, 43 e 51', () => {
    expect(CAPACIDADES_OUTROS).toEqual([12, 23, 35, 43, 51]);
  });

  it('recusa capacidade de outro eixo', () => {
    expect(errosDe(destinoSchema, { destino: 1, indiceDetalhe: 24 })).toEqual([
      { path: 'indiceDetalhe', message: 'A capacidade escolhida não pertence ao eixo temático.' },
    ]);
    expect(errosDe(destinoSchema, { destino: 5, indiceDetalhe: 43, destinoOutro: 'x' })).toEqual([
      { path: 'indiceDetalhe', message: 'A capacidade escolhida não pertence ao eixo temático.' },
    ]);
  });

  it('limita a outra capacidade a 200 caracteres', () => {
    const destino = { destino: 1, indiceDetalhe: 12 };
    expect(errosDe(destinoSchema, { ...destino, destinoOutro: 'x'.repeat(201) })).toEqual([
      { path: 'destinoOutro', message: 'Máximo de 200 caracteres.' },
    ]);
    expect(destinoSchema.safeParse({ ...destino, destinoOutro: 'x'.repeat(200) }).success).toBe(
      true,
    );
  });

  it('recusa eixo fora de 1 a 5 e pede os campos ausentes', () => {
    expect(errosDe(destinoSchema, { destino: 6, indiceDetalhe: 6 })).toEqual([
      { path: 'destino', message: 'Selecione um eixo temático válido.' },
    ]);
    expect(errosDe(destinoSchema, {})).toEqual([
      { path: 'destino', message: 'Campo obrigatório.' },
      { path: 'indiceDetalhe', message: 'Campo obrigatório.' },
    ]);
  });
});

describe('historicoSolucaoSchema', () => {
  const historico = { validacaoOuRegistro: true, cidadeImplementada: 'Santos' };

  it('exige a entidade validadora só quando houve validação', () => {
    expect(errosDe(historicoSolucaoSchema, historico)).toEqual([
      { path: 'entidadeResponsavelValidacao', message: 'Campo obrigatório.' },
    ]);
    expect(
      historicoSolucaoSchema.safeParse({ ...historico, validacaoOuRegistro: false }).success,
    ).toBe(true);
  });

  it('aponta a entidade ausente no mesmo envio em que a cidade também falta', () => {
    expect(
      errosDe(historicoSolucaoSchema, { validacaoOuRegistro: true, cidadeImplementada: '' }),
    ).toEqual([
      { path: 'cidadeImplementada', message: 'Campo obrigatório.' },
      { path: 'entidadeResponsavelValidacao', message: 'Campo obrigatório.' },
    ]);
    expect(
      errosDe(historicoSolucaoSchema, {
        validacaoOuRegistro: true,
        entidadeResponsavelValidacao: '   ',
        cidadeImplementada: 'Santos',
      }),
    ).toEqual([{ path: 'entidadeResponsavelValidacao', message: 'Campo obrigatório.' }]);
  });

  it('limita a entidade a 200 e a cidade a 400 caracteres', () => {
    const dados = {
      ...historico,
      entidadeResponsavelValidacao: 'x'.repeat(201),
      cidadeImplementada: 'x'.repeat(401),
    };
    expect(errosDe(historicoSolucaoSchema, dados)).toEqual([
      { path: 'entidadeResponsavelValidacao', message: 'Máximo de 200 caracteres.' },
      { path: 'cidadeImplementada', message: 'Máximo de 400 caracteres.' },
    ]);
  });

  it('exige a resposta sobre validação', () => {
    expect(errosDe(historicoSolucaoSchema, { cidadeImplementada: 'Santos' })).toEqual([
      { path: 'validacaoOuRegistro', message: 'Campo obrigatório.' },
    ]);
  });
});

describe('suporteSolucaoSchema', () => {
  const suporte = { suporteNoBrasil: false, tempoMedio: '1 dia', tempoGarantia: '1 ano' };

  it('aceita SaaS e MTBF opcionais', () => {
    expect(suporteSolucaoSchema.safeParse(suporte).success).toBe(true);
    expect(suporteSolucaoSchema.safeParse({ ...suporte, saaS: true, mtbf: '1000 h' }).success).toBe(
      true,
    );
  });

  it('exige suporte no Brasil, tempo médio e garantia', () => {
    expect(errosDe(suporteSolucaoSchema, {})).toEqual([
      { path: 'suporteNoBrasil', message: 'Campo obrigatório.' },
      { path: 'tempoMedio', message: 'Campo obrigatório.' },
      { path: 'tempoGarantia', message: 'Campo obrigatório.' },
    ]);
  });

  it.each([['tempoMedio'], ['tempoGarantia'], ['mtbf']])('limita %s a 500 caracteres', (campo) => {
    expect(errosDe(suporteSolucaoSchema, { ...suporte, [campo]: 'x'.repeat(501) })).toEqual([
      { path: campo, message: 'Máximo de 500 caracteres.' },
    ]);
  });
});
