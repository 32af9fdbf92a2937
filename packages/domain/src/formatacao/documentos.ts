import { aplicarMascara, MASCARAS } from './mascara.ts';

/** 00.000.000/0000-00, numeric or alphanumeric, uppercased; partial values are masked as typed. */
export const formatarCnpj = (valor: string): string => aplicarMascara(MASCARAS.cnpj, valor);

export const formatarCpf = (valor: string): string => aplicarMascara(MASCARAS.cpf, valor);

export const formatarCep = (valor: string): string => aplicarMascara(MASCARAS.cep, valor);
