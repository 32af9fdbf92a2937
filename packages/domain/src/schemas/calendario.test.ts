import { describe, expect, it } from 'vitest';
import { formatarErrosZod } from './erros.ts';
import { calendarioSchema, prorrogacaoSchema } from './calendario.ts';

const valido = {
  aberturaInscricoes: '2026-11-02T09:00',
  prazoEnvio: '2026-12-15T18:00',
  toleranciaMinutos: 30,
  divulgacaoResultados: '2027-02-01',
};

const erros = (valor: unknown) => {
  const resultado = calendarioSchema.safeParse(valor);
  return resultado.success ? [] : formatarErrosZod(resultado.error);
};

describe('calendarioSchema', () => {
  it('aceita o calendário completo e o sem data de resultados', () => {
    expect(erros(valido)).toEqual([]);
    expect(erros({ ...valido, divulgacaoResultados: null })).toEqual([]);
  });

  it('marca o prazo anterior à abertura e o resultado que não vem depois do prazo', () => {
    expect(erros({ ...valido, prazoEnvio: '2026-11-01T18:00' })).toEqual([
      {
        path: 'prazoEnvio',
        message: 'O prazo de envio deve ser posterior à abertura das inscrições.',
      },
    ]);
    expect(erros({ ...valido, divulgacaoResultados: '2026-12-15' })).toEqual([
      {
        path: 'divulgacaoResultados',
        message: 'A divulgação dos resultados deve ser posterior ao prazo de envio.',
      },
    ]);
  });

  it('recusa datas inválidas e tolerância fora de 0 a 1440 minutos, nomeando o campo', () => {
    expect(erros({ ...valido, aberturaInscricoes: '' })).toEqual([
      { path: 'aberturaInscricoes', message: 'Campo obrigatório.' },
    ]);
    expect(erros({ ...valido, prazoEnvio: '2026-02-30T18:00' })).toEqual([
      { path: 'prazoEnvio', message: 'Data inválida.' },
    ]);
    expect(erros({ ...valido, toleranciaMinutos: 1441 })).toEqual([
      {
        path: 'toleranciaMinutos',
        message: 'A tolerância deve ser um número inteiro de 0 a 1440 minutos.',
      },
    ]);
  });
});

describe('prorrogacaoSchema', () => {
  it('exige o motivo', () => {
    const resultado = prorrogacaoSchema.safeParse({
      empresaId: '8f14e45f-ceea-467f-a8f5-4e5a1e1b1c11',
      prazo: '2026-12-18T18:00',
      motivo: '   ',
    });
    expect(resultado.success ? [] : formatarErrosZod(resultado.error)).toEqual([
      { path: 'motivo', message: 'Campo obrigatório.' },
    ]);
  });
});
