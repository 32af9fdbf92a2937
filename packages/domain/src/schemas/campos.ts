import { z } from 'zod';
import { LIMITES } from '../catalogo/index.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import { temCaractereDeControle } from '../validacao/index.ts';

/** A textarea's text keeps tab and line breaks; every other text is one line. */
export interface OpcoesTexto {
  multilinha?: boolean;
}

/**
 * Every text of every schema starts here, so none lets a control character through to the
 * database (NUL there is a 500, not a refusal). It aborts: the other rules of a text with
 * stray bytes in it say nothing useful.
 */
export const textoSeguro = (erro: string, { multilinha = false }: OpcoesTexto = {}) =>
  z.string({ error: erro }).refine((texto) => !temCaractereDeControle(texto, multilinha), {
    error: MENSAGENS.caracteresInvalidos,
    abort: true,
  });

/**
 * The largest integer a PostgreSQL `integer` column holds: every numeric id and code is one, and
 * a bigger number would fail in the query instead of on its field.
 */
export const INTEIRO_MAXIMO = 2_147_483_647;

/**
 * Building blocks for every schema and form. A required text is trimmed first, so spaces alone
 * do not fill it. It does not abort when empty: a rule of the object around it (the validating
 * entity, say) can still flag its own field on the same submit. Without a maximum of its own a
 * text still has one (`LIMITES.textoPadrao`): no field takes an unbounded text.
 */
export const textoObrigatorio = (maximo: number = LIMITES.textoPadrao, opcoes?: OpcoesTexto) =>
  textoSeguro(MENSAGENS.campoObrigatorio, opcoes)
    .trim()
    .min(1, { error: MENSAGENS.campoObrigatorio })
    .max(maximo, { error: MENSAGENS.maximoCaracteres(maximo) });

/**
 * A required text with a format check after it (e-mail, CPF, CEP): empty stops at "Campo
 * obrigatório." instead of piling the format message on top.
 */
export const textoComFormato = (maximo: number = LIMITES.textoPadrao) =>
  textoSeguro(MENSAGENS.campoObrigatorio)
    .trim()
    .min(1, { error: MENSAGENS.campoObrigatorio, abort: true })
    .max(maximo, { error: MENSAGENS.maximoCaracteres(maximo), abort: true });

/** Null is accepted because the API answers empty columns with null and forms send them back. */
export const textoOpcional = (maximo: number = LIMITES.textoPadrao, opcoes?: OpcoesTexto) =>
  textoSeguro(MENSAGENS.valorInvalido, opcoes)
    .trim()
    .max(maximo, { error: MENSAGENS.maximoCaracteres(maximo) })
    .nullish();

/** The id of an option chosen in a select fed by a lookup list. */
export const opcaoSchema = z
  .number({ error: MENSAGENS.campoObrigatorio })
  .int({ error: MENSAGENS.opcaoInvalida })
  .positive({ error: MENSAGENS.opcaoInvalida })
  .max(INTEIRO_MAXIMO, { error: MENSAGENS.opcaoInvalida });

/** Any GUID, the all-zero one included: it marks a company that does not exist yet. */
export const guidSchema = z.guid({ error: MENSAGENS.identificadorInvalido });

export const booleanoObrigatorio = z.boolean({ error: MENSAGENS.campoObrigatorio });

export const aceiteLGPDSchema = z.literal(true, { error: MENSAGENS.termosNaoAceitos });
