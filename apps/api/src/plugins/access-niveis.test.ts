import { describe, expect, it } from 'vitest';
import { checkAccess, type AccessLevel } from '../http/acesso.ts';

/** Which user types each level admits, without an app: the rule itself, mutant by mutant. */
describe('tabela de acesso', () => {
  const user = (tipoUsuario: number) => ({ id: 'u', tipoUsuario, empresaId: 'e' });
  const admits = (access: AccessLevel, tipo: number) => {
    try {
      checkAccess(access, user(tipo));
      return true;
    } catch {
      return false;
    }
  };

  it.each([
    ['user', [1, 2, 3, 4, 5, 6, 7, 8], []],
    ['company', [1, 2, 8], [3, 4, 5, 6, 7]],
    ['gestor', [6], [1, 2, 3, 4, 5, 7, 8]],
    ['staff', [4, 5], [1, 2, 3, 6, 7, 8]],
    ['admin', [5], [1, 2, 3, 4, 6, 7, 8]],
  ] as const)('%s admite %j e recusa %j', (access, sim, nao) => {
    for (const tipo of sim) expect(admits(access, tipo), `${access} ${tipo}`).toBe(true);
    for (const tipo of nao) expect(admits(access, tipo), `${access} ${tipo}`).toBe(false);
  });

  it('company recusa a conta de empresa que ainda não é integrante ativa de nenhuma', () => {
    expect(() => checkAccess('company', { id: 'u', tipoUsuario: 1, empresaId: null })).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
  });

  it('public admite anônimos', () => {
    expect(() => checkAccess('public', null)).not.toThrow();
  });

  it.each(['user', 'company', 'gestor', 'staff', 'admin'] as const)(
    '%s recusa anônimos com 401',
    (access) => {
      expect(() => checkAccess(access, null)).toThrow(expect.objectContaining({ statusCode: 401 }));
    },
  );
});
