import { z } from 'zod';
import { MENSAGENS } from '../mensagens/index.ts';

/**
 * Building blocks for every schema and form. A required text is trimmed first, so spaces alone
 * do not fill it. It does not abort when empty: a rule of the object around it (the validating
 * entity, say) can still flag its own field on the same submit.
 */
export const textoObrigatorio = (maximo?: number) => {
  const texto = z
    .string({ error: MENSAGENS.campoObrigatorio })
    .trim()
    .min(1, { error: MENSAGENS.campoObrigatorio });
  return maximo === undefined
    ? texto
    : texto.max(maximo, { error: MENSAGENS.maximoCaracteres(maximo) });
};

/**
 * A required text with a format check after it (e-mail, CPF, CEP): empty stops at "Campo
 * obrigatório." instead of piling the format message on top.
 */
export const textoComFormato = (maximo?: number) => {
  const texto = z
    .string({ error: MENSAGENS.campoObrigatorio })
    .trim()
    .min(1, { error: MENSAGENS.campoObrigatorio, abort: true });
  return maximo === undefined
    ? texto
    : texto.max(maximo, { error: MENSAGENS.maximoCaracteres(maximo), abort: true });
};

/** Null is accepted because the API answers empty columns with null and forms send them back. */
export const textoOpcional = (maximo?: number) => {
  const texto = z.string({ error: MENSAGENS.valorInvalido }).trim();
  return (
    maximo === undefined ? texto : texto.max(maximo, { error: MENSAGENS.maximoCaracteres(maximo) })
  ).nullish();
};

/** The id of an option chosen in a select fed by a lookup list. */
export const opcaoSchema = z
  .number({ error: MENSAGENS.campoObrigatorio })
  .int({ error: MENSAGENS.opcaoInvalida })
  .positive({ error: MENSAGENS.opcaoInvalida });

/** Any GUID, the all-zero one included: it marks a company that does not exist yet. */
export const guidSchema = z.guid({ error: MENSAGENS.identificadorInvalido });

export const booleanoObrigatorio = z.boolean({ error: MENSAGENS.campoObrigatorio });

export const aceiteLGPDSchema = z.literal(true, { error: MENSAGENS.termosNaoAceitos });
