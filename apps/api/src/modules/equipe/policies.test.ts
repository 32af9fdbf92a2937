import { describe, expect, it } from 'vitest';
import { recusaAcaoEquipe, type AcaoEquipe } from './policies.ts';

const ator = { id: 'admin', tipoUsuario: 5, empresaId: null };

describe('recusaAcaoEquipe', () => {
  it.each<[string, AcaoEquipe, string | null]>([
    ['outro', { tipo: 'perfil', tipoUsuario: 4 }, null],
    ['outro', { tipo: 'perfil', tipoUsuario: 5 }, null],
    ['outro', { tipo: 'desativacao' }, null],
    ['outro', { tipo: 'reativacao' }, null],
    ['admin', { tipo: 'perfil', tipoUsuario: 5 }, null],
    ['admin', { tipo: 'reativacao' }, null],
    [
      'admin',
      { tipo: 'perfil', tipoUsuario: 4 },
      'Você não pode retirar o seu próprio perfil de administrador.',
    ],
    ['admin', { tipo: 'desativacao' }, 'Você não pode desativar a sua própria conta.'],
  ])('alvo %s, %j → %s', (alvo, acao, esperado) => {
    expect(recusaAcaoEquipe(ator, alvo, acao)).toBe(esperado);
  });
});
