import { describe, expect, it } from 'vitest';
import { DOCUMENTOS_PROGRAMA, findDocumentoPrograma } from '../catalogo/index.ts';
import { arquivoPublicoSchema, solucoesFiltroSchema } from './repositorio.ts';

describe('solucoesFiltroSchema', () => {
  it('usa a primeira página de 12 sem filtros', () => {
    expect(solucoesFiltroSchema.parse({})).toEqual({ pagina: 1, tamanho: 12 });
  });

  it('lê a query string e trata parâmetro vazio como filtro desligado', () => {
    expect(
      solucoesFiltroSchema.parse({
        busca: '  ônibus elétrico ',
        eixo: '3',
        capacidade: '',
        pagina: '4',
        tamanho: '48',
      }),
    ).toEqual({ busca: 'ônibus elétrico', eixo: 3, pagina: 4, tamanho: 48 });
  });

  it('recusa página de mais de 48, eixo e capacidade fora do catálogo', () => {
    for (const query of [{ tamanho: '49' }, { eixo: '6' }, { capacidade: '5' }, { pagina: '0' }]) {
      expect(solucoesFiltroSchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('recusa busca de mais de 200 caracteres', () => {
    expect(solucoesFiltroSchema.safeParse({ busca: 'a'.repeat(201) }).success).toBe(false);
  });
});

describe('arquivoPublicoSchema', () => {
  it('exige um booleano', () => {
    expect(arquivoPublicoSchema.parse({ publico: true })).toEqual({ publico: true });
    expect(arquivoPublicoSchema.safeParse({ publico: 'sim' }).success).toBe(false);
    expect(arquivoPublicoSchema.safeParse({}).success).toBe(false);
  });
});

describe('DOCUMENTOS_PROGRAMA', () => {
  it('traz o edital, por eixo o caderno e quatro termos, os modelos e as fontes', () => {
    expect(DOCUMENTOS_PROGRAMA).toHaveLength(1 + 5 + 20 + 2);
    expect(new Set(DOCUMENTOS_PROGRAMA.map((d) => d.id)).size).toBe(DOCUMENTOS_PROGRAMA.length);
    expect(findDocumentoPrograma('termo-referencia-3-2')?.titulo).toBe(
      'Modelo de termo de referência 2 — Mobilidade Urbana',
    );
    expect(findDocumentoPrograma('caderno-tecnico-9')).toBeUndefined();
  });
});
