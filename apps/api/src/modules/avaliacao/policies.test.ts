import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../http/acesso.ts';
import { podeVerAvaliacoes, recusaAvaliar, semConflito } from './policies.ts';

const analista: SessionUser = { id: 'a', tipoUsuario: 4, empresaId: null };
const admin: SessionUser = { id: 'b', tipoUsuario: 5, empresaId: null };

describe('quem vê as avaliações de uma solução', () => {
  it.each([
    [analista, { conflito: false, jaEnviou: false }, false],
    [analista, { conflito: false, jaEnviou: true }, true],
    [analista, { conflito: true, jaEnviou: true }, false],
    [admin, { conflito: false, jaEnviou: false }, true],
    [admin, { conflito: true, jaEnviou: false }, false],
  ])('%o com %o → %s', (user, situacao, esperado) => {
    expect(podeVerAvaliacoes(user, situacao)).toBe(esperado);
  });

  it('o conflito fecha a avaliação inteira (notas, parecer, histórico) a quem o declarou', () => {
    expect(semConflito({ conflito: true })).toBe(false);
    expect(semConflito({ conflito: false })).toBe(true);
  });

  it('o formulário só abre na própria atribuição, depois da declaração de conflito', () => {
    expect(recusaAvaliar(null)).toBe('sem-atribuicao');
    expect(recusaAvaliar({ semConflitoEm: null })).toBe('declarar-conflito');
    expect(recusaAvaliar({ semConflitoEm: new Date() })).toBeNull();
  });
});
