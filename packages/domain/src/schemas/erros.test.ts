import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { formatarErrosZod } from './erros.ts';

describe('formatarErrosZod', () => {
  it('junta o caminho com pontos, índices incluídos', () => {
    const schema = z.object({ telefones: z.array(z.object({ numero: z.string({ error: 'x' }) })) });
    const resultado = schema.safeParse({ telefones: [{ numero: '1' }, {}] });
    expect(resultado.success).toBe(false);
    expect(formatarErrosZod(resultado.error!)).toEqual([
      { path: 'telefones.1.numero', message: 'x' },
    ]);
  });

  it('usa caminho vazio para erro na raiz', () => {
    const resultado = z.string({ error: 'raiz' }).safeParse(1);
    expect(formatarErrosZod(resultado.error!)).toEqual([{ path: '', message: 'raiz' }]);
  });
});
