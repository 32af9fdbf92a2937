import { MENSAGENS } from '@portal/domain';
import { HttpError } from '../../http/http-error.ts';

/**
 * A link that does not open: 400 when it never existed (altered, truncated), 410 when it did but
 * is over; each with the words and the way to ask again that the page shows.
 */
export const erroDoLink = (motivo: 'invalido' | 'expirado' | 'usado') => {
  if (motivo === 'expirado') return new HttpError(410, MENSAGENS.linkExpirado);
  if (motivo === 'usado') return new HttpError(410, MENSAGENS.linkUsado);
  return new HttpError(400, MENSAGENS.linkInvalido);
};
