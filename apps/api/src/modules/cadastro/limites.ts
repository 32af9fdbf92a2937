import type { Limite } from '../rate-limit/limiter.ts';

const MINUTO = 60;

// A person registers once; a few retries after a refused form fit easily, a script does not.
export const LIMITE_CADASTRO: Limite = {
  escopo: 'cadastro-ip',
  max: 20,
  janelaSegundos: 60 * MINUTO,
};
// The lookup answers any company's address to anyone, so walking the CNPJ space is slowed down.
export const LIMITE_CNPJ: Limite = {
  escopo: 'empresa-cnpj-ip',
  max: 60,
  janelaSegundos: 15 * MINUTO,
};
