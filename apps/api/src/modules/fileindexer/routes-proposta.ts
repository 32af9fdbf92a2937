import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  arquivoSchema,
  CATEGORIAS_ANEXO,
  CONTEXTO_ARQUIVO,
  MENSAGENS,
  type Arquivo,
} from '@portal/domain';
import { resultado, resultadoArquivo } from '../../lib/resultado.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { signedInUser, type SessionUser } from '../../plugins/access.ts';
import { guidParam, idParams } from '../../lib/params.ts';
import { createPropostaArquivosService } from './proposta-arquivos-service.ts';
import { createPropostaEnvioService } from './proposta-envio-service.ts';
import { contextoParam } from './params.ts';

const contextoParams = z.object({ id: guidParam, context: contextoParam });
const envioPorContextoParams = z.object({
  id: guidParam,
  context: contextoParam.refine(
    (c) => c === CONTEXTO_ARQUIVO.FORM_ASSINADO || CATEGORIAS_ANEXO.some((x) => x.contexto === c),
    { error: MENSAGENS.valorInvalido },
  ),
});
const arquivoParams = z.object({ proposalId: guidParam, fileId: guidParam });
const exclusaoParams = z.object({ fileId: guidParam });

/** The file service's calls about proposals (spec, section 7). */
export async function fileIndexerPropostaRoutes(app: FastifyInstance) {
  const envio = createPropostaEnvioService(app.db, app.fileStorage, app.notificacoes);
  const arquivos = createPropostaArquivosService(app.db, app.fileStorage);

  /** An upload route: the spec's File payload as the body, the answer its file Result. */
  const rotaDeEnvio = <P extends { id: string }>(
    path: string,
    params: z.ZodType<P>,
    enviar: (user: SessionUser, params: P, dados: Arquivo) => Promise<string>,
  ) =>
    app.post(path, { config: { access: 'company', calendario: 'editar' } }, async (request) => {
      const parsed = parseOrThrow(params, request.params);
      const dados = parseOrThrow(arquivoSchema, request.body);
      const arquivoId = await enviar(signedInUser(request), parsed, dados);
      return resultadoArquivo(MENSAGENS.arquivoEnviado, arquivoId);
    });

  // One route per category of the catalogue, so a new category needs no new code here.
  for (const categoria of CATEGORIAS_ANEXO) {
    rotaDeEnvio(`/api/fileindexer/proposta/:id/${categoria.caminho}/file`, idParams, (u, p, d) =>
      envio.enviarAnexo(u, p.id, categoria, d),
    );
  }
  rotaDeEnvio('/api/fileindexer/proposta/:id/formassinado/file', idParams, (u, p, d) =>
    envio.enviarFormAssinado(u, p.id, d),
  );
  // The spec's generic form of the same calls, by context number.
  rotaDeEnvio('/api/fileindexer/proposta/:id/:context', envioPorContextoParams, (u, p, d) => {
    const categoria = CATEGORIAS_ANEXO.find((c) => c.contexto === p.context);
    return categoria
      ? envio.enviarAnexo(u, p.id, categoria, d)
      : envio.enviarFormAssinado(u, p.id, d);
  });

  app.get('/api/fileindexer/proposta/:id', { config: { access: 'user' } }, async (request) => {
    const { id } = parseOrThrow(idParams, request.params);
    return arquivos.listar(signedInUser(request), id);
  });

  app.get(
    '/api/fileindexer/proposta/:id/:context',
    { config: { access: 'user' } },
    async (request, reply) => {
      const { id, context } = parseOrThrow(contextoParams, request.params);
      const json = await arquivos.listarComConteudo(signedInUser(request), id, context);
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  // Static segments ('proposta', 'empresa', 'arquivo') win over these parameters in the router.
  app.get(
    '/api/fileindexer/:proposalId/:fileId',
    { config: { access: 'user' } },
    async (request) => {
      const { proposalId, fileId } = parseOrThrow(arquivoParams, request.params);
      return arquivos.obter(signedInUser(request), proposalId, fileId);
    },
  );

  app.delete(
    '/api/fileindexer/arquivo/:fileId',
    { config: { access: 'company', calendario: 'editar' } },
    async (request) => {
      const { fileId } = parseOrThrow(exclusaoParams, request.params);
      const { reabriu } = await arquivos.excluir(signedInUser(request), fileId);
      return resultado(
        reabriu ? MENSAGENS.arquivoDeletadoStatusAtualizado : MENSAGENS.arquivoDeletado,
      );
    },
  );
}
