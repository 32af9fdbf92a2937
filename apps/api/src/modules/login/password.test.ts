import { describe, expect, it } from 'vitest';
import { hashSenha, verificarSenha, verificarSenhaFicticia } from './password.ts';

describe('hash de senha', () => {
  it('usa argon2id com sal e confere só a senha certa', async () => {
    const hash = await hashSenha('Girassol@Azul!84');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await hashSenha('Girassol@Azul!84')).not.toBe(hash);
    expect(await verificarSenha(hash, 'Girassol@Azul!84')).toBe(true);
    expect(await verificarSenha(hash, 'girassol@Azul!84')).toBe(false);
  });

  it('trata um hash ilegível como senha errada e confere o hash fictício', async () => {
    expect(await verificarSenha('não é hash', 'x')).toBe(false);
    expect(await verificarSenhaFicticia('qualquer')).toBe(false);
  });
});
