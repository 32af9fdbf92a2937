import { TIPO_TELEFONE_CELULAR } from '../catalogo/index.ts';
import { apenasDigitos } from '../validacao/index.ts';
import { aplicarMascara, MASCARAS } from './mascara.ts';

/** The input mask follows the chosen phone type: mobile (type 1) or landline (any other). */
export const mascaraTelefone = (tipoTelefone: number | string, valor: string): string =>
  aplicarMascara(
    Number(tipoTelefone) === TIPO_TELEFONE_CELULAR
      ? MASCARAS.telefoneCelular
      : MASCARAS.telefoneFixo,
    valor,
  );

/**
 * Display of a stored phone (area code plus number, or number alone) by its length. Other
 * lengths come back as digits only, because old or foreign numbers have no agreed layout.
 */
export const formatarTelefone = (texto: string): string => {
  const d = apenasDigitos(texto);
  switch (d.length) {
    case 11:
      return `(${d.slice(0, 2)}) ${d.slice(2, 3)} ${d.slice(3, 7)}-${d.slice(7)}`;
    case 10:
      return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
    case 9:
      return `${d.slice(0, 1)} ${d.slice(1, 5)}-${d.slice(5)}`;
    default:
      return d;
  }
};
