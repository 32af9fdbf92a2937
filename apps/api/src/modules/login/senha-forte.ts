import { MENSAGENS } from '@portal/domain';
import { fieldError } from '../../http/http-error.ts';
import { isSenhaFacil } from '@portal/domain/senha-facil';

/**
 * Refuses, on `senhaNova`, a password that passes the spec's rule but is easy to guess
 * (docs/decisions/005). Every form that sets a password goes through here.
 */
export function exigirSenhaForte(senha: string, textosDoUsuario: (string | null | undefined)[]) {
  if (isSenhaFacil(senha, textosDoUsuario)) {
    throw fieldError(400, 'senhaNova', MENSAGENS.senhaFacil);
  }
}
