import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  arquivoSchema,
  CATEGORIAS_ANEXO,
  CONTEXTO_ARQUIVO,
  LIMITES_ARQUIVO,
  MENSAGENS,
  type Arquivo,
  type ResumoAssinatura,
} from '@portal/domain';
import { resultado, resultadoArquivo } from '../../../http/resultado.ts';
import { signedInUser, type SessionUser } from '../../../http/acesso.ts';
import { guidParam, idParams } from '../../../http/params.ts';
import { createAnexosService } from './anexos-service.ts';
import { createEnvioAssinadoService } from './envio-assinado-service.ts';
import { contextoParam } from '../../fileindexer/params.ts';
import { atorDe, type Ator } from '../../trilha-auditoria/registrar.ts';
import { carregarAncoras } from '../../assinatura/ancoras.ts';
import { criarBuscaLcr } from '../../assinatura/lcr-rede.ts';

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
const tags = ['Arquivos'];

const MB = LIMITES_ARQUIVO.tamanhoMaximoBytes / 1024 / 1024;
const TIPOS = new Intl.ListFormat('pt-BR', { type: 'disjunction' });
const ANEXO =
  `Até ${LIMITES_ARQUIVO.arquivosPorCategoria} arquivos por categoria, enquanto a solução ` +
  'aguarda a empresa e até o prazo de envio.';
const tiposAceitos = (tipos: readonly string[]) =>
  `Aceita ${TIPOS.format(tipos.map((tipo) => tipo.toUpperCase()))} de até ${MB} MB, em base64.`;
const FORM_ASSINADO =
  `${tiposAceitos(['pdf'])} Exige a solução completa e o comprovante de CNPJ já enviado; ` +
  'envia a solução para análise. Até o prazo de envio. A assinatura digital é conferida no ' +
  'envio e a resposta traz o veredito em `assinatura`; uma assinatura que não confere com os ' +
  'bytes do arquivo é recusada (422).';

/** What an upload gives back: the file's id and, for the signed form, its signature's verdict. */
interface Envio {
  arquivoId: string;
  assinatura?: ResumoAssinatura;
}
const soArquivo = (arquivoId: string): Envio => ({ arquivoId });

/** The file service's calls about proposals (spec, section 7). */
export async function propostaArquivosRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { assinatura } = app.config;
  const envio = createEnvioAssinadoService(
    app.db,
    app.fileStorage,
    app.config.publicUrl,
    app.clock,
    {
      ancoras: await carregarAncoras(assinatura.ancoras),
      obrigatoria: assinatura.obrigatoria,
      buscarLcr:
        assinatura.lcrRedeTimeoutMs === null
          ? null
          : criarBuscaLcr(assinatura.lcrRedeTimeoutMs, (url, motivo) =>
              app.log.warn({ url, motivo }, 'LCR indisponível na rede'),
            ),
    },
  );
  const arquivos = createAnexosService(app.db, app.fileStorage, app.clock);

  /** An upload route: the spec's File payload as the body, the answer its file Result. */
  const rotaDeEnvio = <P extends { id: string }>(
    path: string,
    params: z.ZodType<P>,
    documentacao: { summary: string; description: string },
    enviar: (user: SessionUser, params: P, dados: Arquivo, ator: Ator) => Promise<Envio>,
  ) =>
    app.post(
      path,
      {
        config: { access: 'company', calendario: 'editar', solucaoDaEscrita: 'caminho' },
        schema: { tags, ...documentacao, params, body: arquivoSchema },
      },
      async (request) => {
        // Parsed by `params`; through the generic P the provider cannot type them itself.
        const parametros = request.params as P;
        const { arquivoId, assinatura } = await enviar(
          signedInUser(request),
          parametros,
          request.body,
          atorDe(request),
        );
        return {
          ...resultadoArquivo(MENSAGENS.arquivoEnviado, arquivoId),
          ...(assinatura ? { assinatura } : {}),
        };
      },
    );

  // One route per category of the catalogue, so a new category needs no new code here.
  for (const categoria of CATEGORIAS_ANEXO) {
    rotaDeEnvio(
      `/api/fileindexer/proposta/:id/${categoria.caminho}/file`,
      idParams,
      {
        summary: `Envia um arquivo da categoria “${categoria.descricao}”`,
        description: `${tiposAceitos(categoria.aceita)} ${ANEXO}`,
      },
      (u, p, d, a) => envio.enviarAnexo(u, p.id, categoria, d, a).then(soArquivo),
    );
  }
  rotaDeEnvio(
    '/api/fileindexer/proposta/:id/formassinado/file',
    idParams,
    { summary: 'Envia o formulário assinado da solução', description: FORM_ASSINADO },
    (u, p, d, a) => envio.enviarFormAssinado(u, p.id, d, a),
  );
  // The spec's generic form of the same calls, by context number.
  rotaDeEnvio(
    '/api/fileindexer/proposta/:id/:context',
    envioPorContextoParams,
    {
      summary: 'Envia um arquivo de uma categoria da solução, pelo número do contexto',
      description:
        'O mesmo que as rotas de cada categoria; o contexto ' +
        `${CONTEXTO_ARQUIVO.FORM_ASSINADO} é o formulário assinado.`,
    },
    (u, p, d, a) => {
      const categoria = CATEGORIAS_ANEXO.find((c) => c.contexto === p.context);
      return categoria
        ? envio.enviarAnexo(u, p.id, categoria, d, a).then(soArquivo)
        : envio.enviarFormAssinado(u, p.id, d, a);
    },
  );

  app.get(
    '/api/fileindexer/proposta/:id',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Lista os arquivos de uma solução', params: idParams },
    },
    async (request) => arquivos.listar(signedInUser(request), request.params.id),
  );

  app.get(
    '/api/fileindexer/proposta/:id/:context',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Baixa os arquivos de uma solução num contexto, com o conteúdo',
        description: 'Um array JSON em que cada arquivo traz o `conteudo` em base64.',
        params: contextoParams,
      },
    },
    async (request, reply) => {
      const { id, context } = request.params;
      const json = await arquivos.listarComConteudo(
        signedInUser(request),
        id,
        context,
        atorDe(request),
      );
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  // Static segments ('proposta', 'empresa', 'arquivo') win over these parameters in the router.
  app.get(
    '/api/fileindexer/:proposalId/:fileId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Baixa um arquivo de uma solução, com o conteúdo',
        description: 'Serve também para o PDF gerado para assinatura; o `conteudo` vem em base64.',
        params: arquivoParams,
      },
    },
    async (request) => {
      const { proposalId, fileId } = request.params;
      return arquivos.obter(signedInUser(request), proposalId, fileId, atorDe(request));
    },
  );

  app.delete(
    '/api/fileindexer/arquivo/:fileId',
    {
      config: { access: 'company', calendario: 'editar', solucaoDaEscrita: 'arquivo' },
      schema: {
        tags,
        summary: 'Exclui um arquivo de uma solução',
        description:
          'Retirar o formulário assinado antes de a equipe começar a análise devolve a solução ' +
          'à empresa. Até o prazo de envio.',
        params: exclusaoParams,
      },
    },
    async (request) => {
      const { reabriu } = await arquivos.excluir(
        signedInUser(request),
        request.params.fileId,
        atorDe(request),
      );
      return resultado(
        reabriu ? MENSAGENS.arquivoDeletadoStatusAtualizado : MENSAGENS.arquivoDeletado,
      );
    },
  );
}
