import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditoriaExportacaoSchema,
  auditoriaFiltroSchema,
  auditoriaPaginaSchema,
  MENSAGENS_HTTP,
} from '@portal/domain';
import { contentDisposition } from '../../http/content-disposition.ts';
import { HttpError } from '../../http/http-error.ts';
import { guidParam } from '../../http/params.ts';
import { signedInUser } from '../../http/acesso.ts';
import { auditoriaCsv } from './csv.ts';

const tags = ['Auditoria'];

/** More than a year of a busy call; beyond it the filters narrow the file. */
const LIMITE_CSV = 50_000;

/**
 * The audit trail, read-only: no route changes or deletes a record. Administrators
 * read all of it; staff read each solution's own history.
 */
export async function auditoriaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auditoria = app.repositorios.auditoria;
  const propostas = app.repositorios.proposta;

  app.get(
    '/api/auditoria',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Lista o registro de auditoria, do mais recente ao mais antigo',
        description:
          'Uma página dos registros, com o total filtrado. `pessoa` procura no nome e no ' +
          'e-mail, `empresa` nos nomes e no CNPJ, `solucao` no título e no código; `de` e ' +
          '`ate` são dias no horário de São Paulo.',
        querystring: auditoriaFiltroSchema,
      },
    },
    async (request) => auditoria.pagina(request.query, signedInUser(request).id),
  );

  app.get(
    '/api/auditoria/registros.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Baixa o registro de auditoria filtrado em CSV',
        description: `Os mesmos filtros da lista, sem paginação, até ${LIMITE_CSV} registros.`,
        querystring: auditoriaExportacaoSchema,
      },
    },
    async (request, reply) => {
      const csv = auditoriaCsv(
        await auditoria.todos(request.query, signedInUser(request).id, LIMITE_CSV),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', contentDisposition('attachment', 'auditoria.csv'))
        .send(csv);
    },
  );

  app.get(
    '/api/proposta/:id/auditoria',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Lista quem fez o quê numa solução',
        description: 'O histórico de ações sobre a solução, do mais recente ao mais antigo.',
        params: z.object({ id: guidParam }),
        querystring: auditoriaPaginaSchema,
      },
    },
    async (request) => {
      if ((await propostas.findAlvo(request.params.id)) === null) {
        throw new HttpError(404, MENSAGENS_HTTP.naoEncontrado);
      }
      return auditoria.pagina(request.query, signedInUser(request).id, request.params.id);
    },
  );
}
