import { isValidEmail } from '@brazilian-utils/brazilian-utils';

export const isEmailValido = (valor: string): boolean => isValidEmail(valor.trim());
