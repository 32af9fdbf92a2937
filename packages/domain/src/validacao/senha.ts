import { CARACTERES_ESPECIAIS_SENHA, LIMITES } from '../catalogo/index.ts';

const especiais = CARACTERES_ESPECIAIS_SENHA.replace(/[\\\]^-]/g, '\\$&');

const REGRA_SENHA = new RegExp(
  `^(?=.*[A-Z])(?=.*\\d)(?=.*[${especiais}])[A-Za-z\\d${especiais}]{${LIMITES.senhaMinimo},}$`,
);

/**
 * The spec's password rule (section 5). The maximum length is a separate limit with its own
 * message, so it is not checked here.
 */
export const isSenhaValida = (senha: string): boolean => REGRA_SENHA.test(senha);
