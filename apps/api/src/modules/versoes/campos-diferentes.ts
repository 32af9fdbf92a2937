import { isDeepStrictEqual } from 'node:util';

/** The fields whose stored value a save changed: what its version records. */
export const camposDiferentes = <T extends Record<string, unknown>>(antes: T, depois: T) =>
  Object.keys(antes).filter((campo) => !isDeepStrictEqual(antes[campo], depois[campo]));
