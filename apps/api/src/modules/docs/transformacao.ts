import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { AccessLevel } from '../../http/acesso.ts';
import { ACESSO_DESCRITO } from './acesso-descrito.ts';

/** The one shape of every refusal (plugins/error-handler.ts), for the documented 4xx and 5xx. */
export const ERRO_SCHEMA: OpenAPIV3_1.SchemaObject = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'O motivo, em português, para mostrar à pessoa.' },
    issues: {
      type: 'array',
      description: 'Os campos a marcar no formulário, um item por problema.',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: {
          path: { type: 'string', description: 'O campo, com pontos e índices: socios.0.cpf.' },
          message: { type: 'string' },
        },
      },
    },
    requestId: {
      type: 'string',
      description: 'Nas falhas do servidor: o identificador a citar ao suporte.',
    },
  },
};

const erro = (description: string) => ({ description, ...ERRO_SCHEMA });

type Transformado = ReturnType<SwaggerTransform>;

/**
 * Turns each route's Zod schemas into JSON Schema (the provider's transform) and adds what the
 * route's options already say: who may call it, and the refusals that follow from it. Pages that
 * are not the API (the SPA, robots.txt) stay out of the document.
 */
export const transformacaoOpenApi: SwaggerTransform = (documento) => {
  if (!documento.url.startsWith('/api/')) return { schema: { hide: true }, url: documento.url };
  const transformado = jsonSchemaTransform(documento) as Transformado & {
    schema?: Record<string, unknown>;
  };
  const { url } = transformado;
  const schema = transformado.schema ?? {};
  const config = documento.route.config as
    { access?: AccessLevel; rateLimit?: unknown } | undefined;
  const access = config?.access ?? 'public';
  // A route that takes its validation failure itself (a malformed id answered 404) says so.
  const temEntrada =
    !documento.route.attachValidation &&
    ['params', 'querystring', 'body'].some((parte) => parte in schema);
  const respostas: Record<string, unknown> = {
    ...(temEntrada && { 400: erro('Campos inválidos: `issues` diz quais e por quê.') }),
    ...(access !== 'public' && {
      401: erro('Sem sessão, ou a sessão expirou.'),
      403: erro('A sessão não dá acesso a esta rota ou a este registro.'),
    }),
    ...(config?.rateLimit !== undefined && {
      429: erro('Tentativas demais; `retry-after` diz em quantos segundos tentar de novo.'),
    }),
    503: erro('Banco de dados indisponível por um momento; tente de novo (`retry-after`).'),
  };
  const declaradas = (schema.response ?? {}) as Record<string, unknown>;
  const temSucesso = Object.keys(declaradas).some((status) => status.startsWith('2'));
  const descricao = [schema.description, `**Acesso:** ${ACESSO_DESCRITO[access]}`]
    .filter(Boolean)
    .join('\n\n');
  return {
    url,
    schema: {
      ...schema,
      description: descricao,
      'x-acesso': access,
      ...(access !== 'public' && { security: [{ sessao: [] }] }),
      response: {
        ...(!temSucesso && { 200: { description: 'Sucesso.' } }),
        ...respostas,
        ...declaradas,
      },
    },
  };
};
