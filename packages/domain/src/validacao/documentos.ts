import { isValidCep, isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { temTodosCaracteresIguais } from './texto.ts';

const TAMANHO_CNPJ = 14;
const TAMANHO_CPF = 11;

/** Only the mask is stripped, so a stray character still makes the document invalid. */
const removerMascara = (valor: string): string => valor.replace(/[\s./-]/g, '');

/** The stored form of a CNPJ: no mask, uppercase (the alphanumeric CNPJ is case-insensitive). */
export const normalizarCnpj = (valor: string): string => removerMascara(valor).toUpperCase();

/**
 * Numeric and alphanumeric CNPJ (the Receita Federal's new format). The library accepts an
 * alphanumeric base of one repeated character, so we reject all-equal values ourselves.
 */
export const isCnpjValido = (valor: string): boolean => {
  const cnpj = normalizarCnpj(valor);
  return (
    /^[0-9A-Z]{12}\d{2}$/.test(cnpj) &&
    !temTodosCaracteresIguais(cnpj) &&
    isValidCnpj(cnpj, { version: 2 })
  );
};

export const isCpfValido = (valor: string): boolean => {
  const cpf = removerMascara(valor);
  return /^\d{11}$/.test(cpf) && !temTodosCaracteresIguais(cpf) && isValidCpf(cpf);
};

export const isCepValido = (valor: string): boolean => isValidCep(valor.trim());

/** The spec lets the form stay quiet while the CNPJ is still being typed. */
export const isCnpjValidoOuIncompleto = (valor: string): boolean =>
  normalizarCnpj(valor).length < TAMANHO_CNPJ || isCnpjValido(valor);

/** The spec lets the form stay quiet while the CPF is still being typed. */
export const isCpfValidoOuIncompleto = (valor: string): boolean =>
  removerMascara(valor).length < TAMANHO_CPF || isCpfValido(valor);
