import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatarErrosZod, MENSAGENS_HTTP, mensagemHttpPorStatus } from '@portal/domain';
import { globalPlugin } from '../http/global-plugin.ts';
import { HttpError, ValidationError } from '../http/http-error.ts';
import { isDatabaseUnavailable } from '../infra/db/pg-errors.ts';

// A database restart takes seconds; clients that honour retry-after come back after it.
const RETRY_AFTER_SECONDS = 5;

// Fastify's own refusals carry English text; the client gets ours, chosen by code.
const BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: MENSAGENS_HTTP.corpoMuitoGrande,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MENSAGENS_HTTP.tipoNaoSuportado,
  FST_ERR_CTP_INVALID_JSON_BODY: MENSAGENS_HTTP.jsonInvalido,
  FST_ERR_CTP_EMPTY_JSON_BODY: MENSAGENS_HTTP.corpoVazio,
};

const statusOf = (error: FastifyError): number | undefined => {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : undefined;
};

/**
 * The one place an error becomes an answer: validation → 400 with issues per field, expected
 * refusals → their status and Portuguese message, anything else → a generic 5xx with the request
 * id the user can quote, while the log keeps the detail. No stack, SQL or framework text leaves.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // A handler may have set another type (a PDF download) before it failed.
  reply.type('application/json; charset=utf-8');
  if (error instanceof ValidationError || error instanceof z.ZodError) {
    const issues = error instanceof ValidationError ? error.issues : formatarErrosZod(error);
    request.log.info({ issues }, 'campos inválidos');
    return reply.code(400).send({ message: MENSAGENS_HTTP.camposInvalidos, issues });
  }
  if (error instanceof HttpError) {
    request.log.info(
      { statusCode: error.statusCode, message: error.message },
      'requisição recusada',
    );
    if (error.headers) reply.headers(error.headers);
    const issues = error.issues ? { issues: error.issues } : {};
    return reply.code(error.statusCode).send({ message: error.message, ...issues });
  }
  if (isDatabaseUnavailable(error)) {
    // Expected while the database restarts or the network drops; the pool reconnects by itself.
    request.log.warn({ err: error }, 'banco de dados indisponível');
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ message: MENSAGENS_HTTP.servicoIndisponivel, requestId: request.id });
  }
  const status = statusOf(error) ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'erro inesperado');
    return reply
      .code(status)
      .send({ message: MENSAGENS_HTTP.erroInesperado, requestId: request.id });
  }
  request.log.info({ err: error }, 'requisição recusada');
  const message = (error.code && BY_FASTIFY_CODE[error.code]) ?? mensagemHttpPorStatus(status);
  return reply.code(status).send({ message });
}

export const errorHandlerPlugin = globalPlugin(async (app) => {
  app.setErrorHandler(handleError);
});
