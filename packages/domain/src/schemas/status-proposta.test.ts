import { describe, expect, it } from 'vitest';
import { errosDe } from './exemplos.test-helpers.ts';
import { statusPropostaSchema } from './status-proposta.ts';

const status = { idProposta: '3f2504e0-4f89-11d3-9a0c-0305e82c3301', idStatusProposta: 5 };

describe('statusPropostaSchema', () => {
  it('aceita os status de 1 a 10 e descarta usuário e data enviados', () => {
    for (let id = 1; id <= 10; id++) {
      expect(statusPropostaSchema.safeParse({ ...status, idStatusProposta: id }).success).toBe(
        true,
      );
    }
    const entrada = statusPropostaSchema.parse({ ...status, idUsuario: 'x', dataHora: 'y' });
    expect(entrada).toEqual(status);
  });

  it('recusa status fora do catálogo', () => {
    for (const idStatusProposta of [0, 11, 2.5]) {
      expect(errosDe(statusPropostaSchema, { ...status, idStatusProposta })).toEqual([
        { path: 'idStatusProposta', message: 'Status da proposta inválido.' },
      ]);
    }
  });

  it('exige a proposta e limita a observação a 2000 caracteres', () => {
    expect(
      errosDe(statusPropostaSchema, { idStatusProposta: 1, observacao: 'x'.repeat(2001) }),
    ).toEqual([
      { path: 'idProposta', message: 'Identificador inválido.' },
      { path: 'observacao', message: 'Máximo de 2000 caracteres.' },
    ]);
  });
});
