import { TIPO_TELEFONE_CELULAR } from '../catalogo/index.ts';
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

/** Digits of the number without the area code, as the phone masks of the spec allow. */
export const tamanhoNumeroTelefone = (tipoTelefone: number | string): number =>
  Number(tipoTelefone) === TIPO_TELEFONE_CELULAR ? 9 : 8;

/** A typed phone matches its type's mask: area code plus 9 digits (mobile) or 8 (landline). */
export const isTelefoneValido = (tipoTelefone: number | string, texto: string): boolean =>
  apenasDigitos(texto).length === TAMANHO_DDD + tamanhoNumeroTelefone(tipoTelefone);
