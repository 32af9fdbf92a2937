import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  edicaoTextoPortalSchema,
  MENSAGENS,
  type RespostaServidor,
  type textosDaSolucaoSchema,
} from '@portal/domain';
import { idParams } from '../../../http/params.ts';
import { cabecalhosComVersao, etagDaVersao, respostaComVersao } from '../../../http/versao.ts';
import { signedInUser } from '../../../http/acesso.ts';
import { createTextoPortalService } from './service.ts';

const tags = ['Propostas'];

/** The text the portal publishes, revised by the institute at status 9. */
export async function textoPortalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createTextoPortalService(app.db, app.clock);

  app.get(
    '/api/proposta/:id/texto-portal',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Obtém o texto assinado e o texto para o portal de uma solução',
        description:
          '`portal` é nulo enquanto a equipe não revisou o texto: o catálogo mostra então o ' +
          'assinado. Para a equipe e, como prévia, para a empresa dona; outros recebem 404.',
        params: idParams,
      },
    },
    async (request, reply) => {
      const texto = await service.ler(signedInUser(request), request.params.id);
      return reply
        .header('etag', etagDaVersao(texto.versao))
        .send(texto satisfies RespostaServidor<typeof textosDaSolucaoSchema>);
    },
  );

  app.put(
    '/api/proposta/:id/texto-portal',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Salva o texto para o portal de uma solução',
        description:
          'Só com a solução em "Revisão de Texto para o Portal" (status 9; fora dele, 409). O ' +
          'texto assinado pela empresa não muda. Com a `versao` lida (no corpo ou em ' +
          '`If-Match`), salvar de uma cópia antiga responde 409 dizendo quem salvou e o quê.',
        params: idParams,
        body: edicaoTextoPortalSchema,
        headers: cabecalhosComVersao,
      },
    },
    async (request, reply) => {
      const lida = request.body.versao ?? request.headers['if-match'];
      const versao = await service.salvar(
        signedInUser(request),
        request.params.id,
        request.body.texto,
        lida,
      );
      return respostaComVersao(reply, MENSAGENS.textoPortalSalvo, versao);
    },
  );
}
