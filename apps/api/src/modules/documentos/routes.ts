import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAGENS, substituicaoDocumentoSchema } from '@portal/domain';
import { contentDisposition } from '../../http/content-disposition.ts';
import { cabecalhosComVersao, comVersaoLida, respostaComVersao } from '../../http/versao.ts';
import { signedInUser } from '../../http/acesso.ts';
import { importarDocumentos } from './importacao.ts';
import { createDocumentosService } from './service.ts';
import { atorDe } from '../trilha-auditoria/registrar.ts';

// A document id is a slug from the content folder's manifest (`caderno-tecnico-1`); anything
// else is refused before a query, so no odd byte reaches the database.
const documentoParams = z.object({
  id: z
    .string()
    .max(60, { error: MENSAGENS.identificadorInvalido })
    .regex(/^[a-z0-9][a-z0-9-]*$/, { error: MENSAGENS.identificadorInvalido }),
});

/** The programme's documents: public links, the file, and the administrator's replacement. */
export async function documentosRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createDocumentosService(app.db, app.fileStorage, app.clock);
  const tags = ['Documentos do programa'];
  // Before the first request, so the pages never show "em breve" for a file the folder holds.
  await importarDocumentos(app.db, app.fileStorage, app.config.contentDir, app.log);

  app.get(
    '/api/documentos',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Lista os documentos do programa',
        description: 'Um documento ainda sem arquivo vem com `url` nula.',
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return service.listar();
    },
  );

  // Static 'admin' never collides with '/:id/arquivo', one segment longer.
  app.get(
    '/api/documentos/admin',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Lista os documentos do programa com a versão atual de cada um' },
    },
    async () => service.listarAdmin(),
  );

  app.get(
    '/api/documentos/:id/arquivo',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Abre o PDF de um documento do programa',
        description:
          'Responde o PDF (application/pdf) da versão atual, com ETag; com `If-None-Match` ' +
          'igual, responde 304 sem corpo.',
        params: documentoParams,
      },
    },
    async (request, reply) => {
      const documento = await service.versao(request.params.id);
      // The address stays the same across versions; the version's id tells a cache it changed.
      const etag = `"${documento.arquivoId}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const conteudo = await service.abrir(documento.arquivoId);
      return reply
        .type('application/pdf')
        .header('content-length', documento.tamanho)
        .header('content-disposition', contentDisposition('inline', documento.nome))
        .send(conteudo);
    },
  );

  app.put(
    '/api/documentos/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Substitui o PDF de um documento do programa',
        description:
          'O arquivo enviado, um PDF em base64, passa a ser a versão atual do documento. Com a ' +
          '`versao` lida na lista (no corpo ou em `If-Match`), substituir a partir de uma ' +
          'página antiga responde 409 dizendo quem substituiu e quando.',
        params: documentoParams,
        body: substituicaoDocumentoSchema,
        headers: cabecalhosComVersao,
      },
    },
    async (request, reply) => {
      const dados = comVersaoLida(request.body, request.headers);
      const versao = await service.substituir(
        signedInUser(request),
        request.params.id,
        dados,
        atorDe(request),
      );
      return respostaComVersao(reply, MENSAGENS.documentoAtualizado, versao);
    },
  );
}
