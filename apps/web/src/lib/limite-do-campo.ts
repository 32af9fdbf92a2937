import { LIMITES } from '@portal/domain';

/**
 * A text field's maximum, read from the domain schema that validates it, so the input's limit and
 * the server's are the same number. Every domain text has one (`LIMITES.textoPadrao` at worst).
 */
export const limiteDoCampo = (campo: { maxLength: number | null }): number =>
  campo.maxLength ?? LIMITES.textoPadrao;
