import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { ocultarSegredos, serializarErro } from '../http/log-seguro.ts';
import type { AppConfig } from '../infra/config.ts';

/**
 * JSON lines for machines (a log collector, `docker logs`), pretty colored lines when a person
 * runs the server in a terminal.
 */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel'>,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  const logger = {
    level: config.logLevel,
    formatters: { log: ocultarSegredos },
    serializers: { err: serializarErro },
  };
  if (stream) return { ...logger, stream };
  if (process.stdout.isTTY) {
    return {
      ...logger,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
      },
    };
  }
  return logger;
}

/**
 * One line per answered request (Fastify's "incoming request" line is dropped), with the request's
 * id (the `x-request-id` a user can quote) and the signed-in user's id — never the e-mail, the
 * body, the query string or a header, where passwords, tokens, CPFs and file content travel.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const linha = {
      method: request.method,
      url: request.url.split('?', 1)[0],
      statusCode: reply.statusCode,
      userId: request.user?.id ?? null,
      responseTime: Math.round(reply.elapsedTime),
    };
    if (error) request.log.error({ ...linha, err: error }, 'requisição falhou');
    else request.log.info(linha, 'requisição concluída');
  }
}
