import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  MENSAGENS,
  versaoSchema,
  type RespostaServidor,
  type resultadoComVersaoSchema,
} from '@portal/domain';
import { resultado } from './resultado.ts';

/** A record's version as an HTTP entity tag: reads send it, writes may send it back. */
export const etagDaVersao = (versao: number) => `"${versao}"`;

const IF_MATCH = /^(?:W\/)?"?(\d{1,10})"?$/;

/**
 * The `If-Match` header a write may carry instead of `versao` in its body; the rest of the headers
 * pass untouched (declared so the API documents it).
 */
export const cabecalhosComVersao = z.looseObject({
  'if-match': z
    .string()
    .regex(IF_MATCH, MENSAGENS.versaoInvalida)
    .transform((valor) => Number(IF_MATCH.exec(valor)![1]))
    .pipe(versaoSchema)
    .optional(),
});

/** The body of a write with the version it read: its own `versao` or, failing that, `If-Match`. */
export const comVersaoLida = <T extends { versao?: number | undefined }>(
  body: T,
  headers: { 'if-match'?: number | undefined },
) => ({ ...body, versao: body.versao ?? headers['if-match'] });

/** A saved record's answer: its new version in the body and as the entity tag. */
export const respostaComVersao = (reply: FastifyReply, mensagem: string, versao: number) =>
  reply
    .header('etag', etagDaVersao(versao))
    .send({ ...resultado(mensagem), versao } satisfies RespostaServidor<
      typeof resultadoComVersaoSchema
    >);
