import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { comparacaoSchema, inclusaoSelecaoSchema, MENSAGENS } from '@portal/domain';
import { guidParam } from '../../http/params.ts';
import { resultado } from '../../http/resultado.ts';
import { signedInUser } from '../../http/acesso.ts';
import { createSelecaoService } from './selecao-service.ts';

const tags = ['Gestor público'];
const config = { access: 'gestor' } as const;
const propostaParams = z.object({ propostaId: guidParam });

/** A verified manager's selection of published solutions, and their comparison. */
export async function gestorSelecaoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createSelecaoService(app.db, app.clock, app.servicos.repositorio);

  app.get(
    '/api/gestor/selecao',
    {
      config,
      schema: {
        tags,
        summary: 'A seleção do gestor: as soluções salvas, na ordem em que foram salvas',
        description: 'Cada item traz a visão pública da solução; uma despublicada some da lista.',
      },
    },
    async (request) => service.listar(signedInUser(request)),
  );

  app.post(
    '/api/gestor/selecao',
    {
      config,
      schema: {
        tags,
        summary: 'Salva uma solução publicada na seleção',
        description:
          'Salvar de novo não muda nada. Uma solução não publicada responde 404; a seleção cheia, 409.',
        body: inclusaoSelecaoSchema,
      },
    },
    async (request) => {
      await service.salvar(signedInUser(request), request.body.propostaId.toLowerCase());
      return resultado(MENSAGENS.solucaoSalva);
    },
  );

  app.delete(
    '/api/gestor/selecao/:propostaId',
    {
      config,
      schema: { tags, summary: 'Tira uma solução da seleção', params: propostaParams },
    },
    async (request) => {
      await service.remover(signedInUser(request), request.params.propostaId);
      return resultado(MENSAGENS.solucaoRemovidaDaSelecao);
    },
  );

  app.post(
    '/api/gestor/selecao/comparacao',
    {
      config,
      schema: {
        tags,
        summary: 'Compara de 2 a 4 soluções da seleção',
        description:
          'Responde a visão pública de cada solução, na ordem pedida, e conta a comparação para ' +
          'as empresas (só o número de municípios).',
        body: comparacaoSchema,
      },
    },
    async (request) =>
      service.comparar(
        signedInUser(request),
        request.body.propostaIds.map((id) => id.toLowerCase()),
      ),
  );
}
