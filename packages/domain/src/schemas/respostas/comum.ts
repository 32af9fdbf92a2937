import { z } from 'zod';

/**
 * The server's answers, described once beside the inputs. The API checks what it builds against
 * `RespostaServidor` at compile time (no parsing on the way out); the web reads `Resposta`, the
 * same shape after JSON: a `Date` the server sends arrives as its ISO text.
 */

/** A moment: the server may hold a `Date` or the database's text; the browser gets text. */
export const instante = z.union([z.date(), z.string()]);

/** What `JSON.stringify` makes of a value's type: dates become strings, the rest keeps shape. */
export type EmJson<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? EmJson<U>[]
    : T extends object
      ? { [K in keyof T]: EmJson<T[K]> }
      : T;

/** What the server may build for a response schema. */
export type RespostaServidor<S extends z.ZodType> = z.input<S>;

/** What the browser reads from a response schema. */
export type Resposta<S extends z.ZodType> = EmJson<z.output<S>>;

/** The Result object of spec §3: every write answers it, some with a field more. */
export const resultadoSchema = z.object({ result: z.boolean(), message: z.string() });
export type Resultado = Resposta<typeof resultadoSchema>;

/** The answer of a write that only has a sentence to show. */
export const mensagemSchema = z.object({ message: z.string() });
export type RespostaMensagem = Resposta<typeof mensagemSchema>;

/** The same, from the routes that name it in Portuguese. */
export const mensagemPtSchema = z.object({ mensagem: z.string() });
export type RespostaMensagemPt = Resposta<typeof mensagemPtSchema>;

/** Where an edit by someone else is caught: the version stored after a save. */
export const resultadoComVersaoSchema = resultadoSchema.extend({ versao: z.number() });
export type ResultadoComVersao = Resposta<typeof resultadoComVersaoSchema>;
