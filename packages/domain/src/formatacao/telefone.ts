import { apenasDigitos } from '../validacao/index.ts';
import { aplicarMascara, MASCARAS } from './mascara.ts';

/**
 * The number as it is typed: a landline's layout until an eleventh digit makes it a mobile's,
 * so '(11) 3333-4444' and '(11) 98765-4321' each read as Brazilians write them.
 */
export const mascaraTelefone = (valor: string): string => {
  const digitos = apenasDigitos(valor);
  return aplicarMascara(
    digitos.length > 10 ? MASCARAS.telefoneCelular : MASCARAS.telefoneFixo,
    digitos,
  );
};

/**
 * Display of a stored phone (area code plus number, or number alone) by its length. Other
 * lengths come back as digits only, because old or foreign numbers have no agreed layout.
 */
export const formatarTelefone = (texto: string): string => {
  const d = apenasDigitos(texto);
  switch (d.length) {
    case 11:
    case 10:
      return mascaraTelefone(d);
    case 9:
      return `${d.slice(0, 5)}-${d.slice(5)}`;
    default:
      return d;
  }
};
