import { describe, expect, it } from 'vitest';
import { CAMPOS_TEXTO_PORTAL, LIMITES_TEXTO_PORTAL, textoPortalSchema } from './texto-portal.ts';

const texto = (campos: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(CAMPOS_TEXTO_PORTAL.map((c) => [c, 'Texto revisado.'])),
  keyWords: ['mobilidade'],
  ...campos,
});

describe('texto para o portal', () => {
  it('each revisable text has the limit of the company form, enforced with its message', () => {
    for (const campo of CAMPOS_TEXTO_PORTAL) {
      if (campo === 'keyWords') continue;
      const limite = LIMITES_TEXTO_PORTAL[campo];
      const longo = textoPortalSchema.safeParse(texto({ [campo]: 'a'.repeat(limite + 1) }));
      expect(longo.error?.issues[0]).toMatchObject({
        path: [campo],
        message: `Máximo de ${limite} caracteres.`,
      });
      expect(textoPortalSchema.safeParse(texto({ [campo]: 'a'.repeat(limite) })).success).toBe(
        true,
      );
    }
  });

  it('requires what the form requires and leaves the optional texts blank', () => {
    expect(
      textoPortalSchema.safeParse(texto({ mtbf: '', modalidadeContratacao: null })).success,
    ).toBe(true);
    const semTitulo = textoPortalSchema.safeParse(texto({ titulo: '  ' }));
    expect(semTitulo.error?.issues.map((i) => i.path.join('.'))).toEqual(['titulo']);
  });
});
