import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  filtrosEmailSaidaSchema,
  MENSAGENS,
  type paginaEmailsSchema,
  type RespostaServidor,
} from '@portal/domain';
import { HttpError } from '../../http/http-error.ts';
import { idParams } from '../../http/params.ts';
import { resultado } from '../../http/resultado.ts';
import { enviarJob } from '../../infra/fila.ts';
import { FILA_EMAIL } from './outbox.ts';
import { repositoriosEm } from '../repositorios.ts';

const tags = ['E-mail'];

/** The outbox, for administrators: what went, what waits, what failed and why; resend. */
export async function emailSaidaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const saida = app.repositorios.saida;
  const access = { access: 'admin' as const };

  app.get(
    '/api/email/saida',
    {
      config: access,
      schema: {
        tags,
        summary: 'Lista os e-mails da caixa de saída',
        description:
          'Filtra por situação, tipo e destinatário, em páginas; traz os tipos existentes.',
        querystring: filtrosEmailSaidaSchema,
      },
    },
    async (request) => {
      const { itens, total } = await saida.listar(request.query);
      return {
        itens,
        total,
        tipos: await saida.tipos(),
      } satisfies RespostaServidor<typeof paginaEmailsSchema>;
    },
  );

  app.post(
    '/api/email/saida/:id/reenvio',
    {
      config: access,
      schema: {
        tags,
        summary: 'Reenvia um e-mail que falhou',
        description:
          'Só um e-mail que falhou volta à fila; qualquer outro, ou inexistente, dá 409.',
        params: idParams,
      },
    },
    async (request) => {
      // Back to pending and onto the queue together: the resend cannot be half done.
      await app.db.transaction(async (tx) => {
        if (!(await repositoriosEm(tx).saida.reabrir(request.params.id))) {
          throw new HttpError(409, MENSAGENS.emailSomenteFalhas);
        }
        await enviarJob(tx, FILA_EMAIL, { id: request.params.id });
      });
      return resultado(MENSAGENS.emailReenfileirado);
    },
  );
}
