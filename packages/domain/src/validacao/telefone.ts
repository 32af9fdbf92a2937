import { isValidLandlinePhone, isValidMobilePhone } from '@brazilian-utils/brazilian-utils';
import { TIPO_TELEFONE_CELULAR, TIPO_TELEFONE_FIXO } from '../catalogo/index.ts';
import { apenasDigitos } from './texto.ts';

const TAMANHO_DDD = 2;

export interface TelefoneSeparado {
  ddd: string;
  numero: string;
}

/** The form has one phone field; the payload carries the area code and the number apart. */
export const separarTelefone = (texto: string): TelefoneSeparado => {
  const digitos = apenasDigitos(texto);
  return { ddd: digitos.slice(0, TAMANHO_DDD), numero: digitos.slice(TAMANHO_DDD) };
};

export type EspecieTelefone = 'celular' | 'fixo';

/**
 * What a number with its area code is, read from its digits alone: 11 digits with a 9 after the
 * area code are a mobile, 10 digits of a landline range are a landline. The area codes and
 * ranges are Anatel's, as brazilian-utils keeps them; anything else is no phone (null).
 */
export const reconhecerTelefone = (texto: string): EspecieTelefone | null => {
  const digitos = apenasDigitos(texto);
  if (digitos.length === 11 && digitos[TAMANHO_DDD] === '9' && isValidMobilePhone(digitos)) {
    return 'celular';
  }
  if (digitos.length === 10 && isValidLandlinePhone(digitos)) return 'fixo';
  return null;
};

/** The kind the spec's `tipoTelefone` stands for: 1 is a mobile, any other a landline. */
export const especieDoTipoTelefone = (tipoTelefone: number): EspecieTelefone =>
  tipoTelefone === TIPO_TELEFONE_CELULAR ? 'celular' : 'fixo';

/**
 * The `tipoTelefone` sent for a typed number, so the person never picks a type the digits
 * contradict. A landline keeps the landline type it was stored with ('Residencial',
 * 'Comercial' of older rows), because the digits cannot tell those apart.
 */
export const tipoTelefoneDoNumero = (
  texto: string,
  tipoAnterior?: number | null,
): number | null => {
  const especie = reconhecerTelefone(texto);
  if (especie === null) return null;
  if (especie === 'celular') return TIPO_TELEFONE_CELULAR;
  return tipoAnterior != null && especieDoTipoTelefone(tipoAnterior) === 'fixo'
    ? tipoAnterior
    : TIPO_TELEFONE_FIXO;
};
