import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decisaoAssinaturaSchema, MENSAGENS } from '@portal/domain';
import { guidParam, idParams } from '../../../http/params.ts';
import { resultado } from '../../../http/resultado.ts';
import { signedInUser } from '../../../http/acesso.ts';
import { atorDe } from '../../trilha-auditoria/registrar.ts';
import { createAssinaturaService } from './service.ts';

const tags = ['Assinatura digital'];
const decisaoParams = z.object({ id: guidParam, verificacaoId: guidParam });

/** The signed PDF's verdicts for staff, and their decision on those "a conferir". */
export async function assinaturaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAssinaturaService(app.db);

  app.get(
    '/api/proposta/:id/assinaturas',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Lista as verificações das assinaturas dos PDFs assinados de uma solução',
        description:
          'Da mais recente para a mais antiga: o veredito (`verificada`, `a_conferir`, ' +
          '`sem_assinatura`), os motivos, cada assinatura com signatário, CPF, hora declarada, ' +
          'cadeia e LCRs usadas, como foram verificadas no envio, e a decisão da equipe.',
        params: idParams,
      },
    },
    async (request) => service.listar(signedInUser(request), request.params.id),
  );

  app.post(
    '/api/proposta/:id/assinaturas/:verificacaoId/decisao',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Registra a decisão da equipe sobre uma assinatura a conferir',
        description:
          '`decisao`: `aceita` ou `recusada` (esta exige `justificativa`). Uma decisão por ' +
          'verificação; entra no registro de auditoria. Outra decisão, ou uma verificação que ' +
          'não está "a conferir", responde 409.',
        params: decisaoParams,
        body: decisaoAssinaturaSchema,
      },
    },
    async (request) => {
      const { id, verificacaoId } = request.params;
      await service.decidir(
        signedInUser(request),
        id,
        verificacaoId,
        request.body,
        atorDe(request),
      );
      return resultado(MENSAGENS.decisaoAssinaturaRegistrada);
    },
  );
}
