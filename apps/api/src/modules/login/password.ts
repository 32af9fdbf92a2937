import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// The library's defaults are argon2id with 19 MiB, 2 passes and 1 lane: OWASP's baseline
// for argon2id, about 30 ms here, cheap for a sign-in and costly for an offline guesser.
export const hashSenha = (senha: string): Promise<string> => hash(senha);

/**
 * The stored password of a registration through gov.br, which asks for none: the hash of 32
 * random bytes thrown away at once. `senha_hash` is required (migration 0003) and the e-mail
 * sign-in, "Meus dados" and the account deletion all read a hash; a hash of a secret nobody knows
 * keeps them as they are (no migration, no empty case): the e-mail sign-in fails with the usual
 * "wrong e-mail or password" and hints nothing, and "Esqueci minha senha" replaces it like any
 * other password when the person wants the e-mail entrance too.
 */
export const senhaInutilizavel = () => hashSenha(randomBytes(32).toString('base64url'));

/** False for a wrong password and for a hash that cannot be read. */
export async function verificarSenha(senhaHash: string, senha: string): Promise<boolean> {
  try {
    return await verify(senhaHash, senha);
  } catch {
    return false;
  }
}

// An unknown e-mail is checked against this hash too, so the answer takes as long as for a
// wrong password and its timing does not tell which e-mails have accounts.
let dummyHash: Promise<string> | null = null;
export function verificarSenhaFicticia(senha: string): Promise<boolean> {
  dummyHash ??= hash('senha-ficticia-para-igualar-o-tempo');
  return dummyHash.then((senhaHash) => verificarSenha(senhaHash, senha));
}
