import { describe, expect, it } from 'vitest';
import { aprovacaoEquipeSchema, trocaSenhaSchema } from './equipe.ts';
import { errosDe } from './exemplos.test-helpers.ts';

describe('aprovacaoEquipeSchema', () => {
  it('aceita analista (4) e administrador (5)', () => {
    expect(aprovacaoEquipeSchema.parse({ tipoUsuario: 4 })).toEqual({ tipoUsuario: 4 });
    expect(aprovacaoEquipeSchema.parse({ tipoUsuario: 5 })).toEqual({ tipoUsuario: 5 });
  });

  it.each([1, 3, 8, '5', undefined])('recusa %j', (tipoUsuario) => {
    expect(errosDe(aprovacaoEquipeSchema, { tipoUsuario })).toEqual([
      { path: 'tipoUsuario', message: 'Escolha o perfil Analista ou Administrador.' },
    ]);
  });
});

describe('trocaSenhaSchema', () => {
  it('exige a senha atual e uma nova senha pela regra da especificação', () => {
    expect(errosDe(trocaSenhaSchema, { senhaAtual: '', senhaNova: 'fraca' })).toEqual([
      { path: 'senhaAtual', message: 'Digite a senha' },
      { path: 'senhaNova', message: expect.stringContaining('ao menos 8 caracteres') },
    ]);
  });
});
