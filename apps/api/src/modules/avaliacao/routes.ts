import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  atribuicaoSchema,
  type atribuicoesCriadasSchema,
  type avaliadorSchema,
  configuracaoAvaliacaoSchema,
  declaracaoConflitoSchema,
  type exportacaoNotasSchema,
  type margemSalvaSchema,
  MENSAGENS,
  type minhaAvaliacaoSchema,
  minhasAvaliacoesFiltroSchema,
  type painelAvaliacaoSchema,
  rascunhoAvaliacaoSchema,
  reaberturaSchema,
  type RespostaServidor,
  type rubricaSalvaSchema,
  rubricaSchema,
  type rubricaVigenteSchema,
} from '@portal/domain';
import { idParams } from '../../http/params.ts';
import { cabecalhosComVersao, etagDaVersao } from '../../http/versao.ts';
import { resultado } from '../../http/resultado.ts';
import { signedInUser } from '../../http/acesso.ts';
import { createAtribuicaoService } from './atribuicao-service.ts';
import { createAvaliacaoService } from './avaliacao-service.ts';
import { dependenciasAvaliacao } from './dependencias.ts';
import { createExportacaoService } from './exportacao-service.ts';
import { ENTIDADE_AVALIACAO } from './policies.ts';
import { createRubricaService } from './rubrica-service.ts';
import { atorDe, registrarAuditoria } from '../trilha-auditoria/registrar.ts';

/**
 * The evaluation's calls: the rubric (admin writes, staff read), assignments (admin), the
 * evaluator's list, the conflict declaration and the form. Whether an analyst may touch a given
 * solution is decided in the services' policies; the level here only keeps out everyone else.
 */
export async function avaliacaoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = dependenciasAvaliacao(fastify);
  const rubrica = createRubricaService(app.db, app.clock);
  const atribuicoes = createAtribuicaoService(deps);
  const avaliacoes = createAvaliacaoService(app.db, app.clock);
  const exportacao = createExportacaoService(app.db, app.clock);
  const tags = ['Avaliação'];

  app.get(
    '/api/avaliacao/rubrica',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Consulta a rubrica de avaliação vigente',
        description:
          'Com a margem de divergência e a `revisao` da configuração (também no `ETag`).',
      },
    },
    async (_request, reply) => {
      const vigente = await rubrica.vigente();
      return reply
        .header('etag', etagDaVersao(vigente.revisao))
        .send(vigente satisfies RespostaServidor<typeof rubricaVigenteSchema>);
    },
  );

  app.put(
    '/api/avaliacao/rubrica',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Salva os critérios da rubrica de avaliação',
        description:
          'Uma versão já usada em avaliação enviada não muda: a alteração vira a versão ' +
          'seguinte, devolvida em `versao`. Com a `revisao` lida da configuração (no corpo ou ' +
          'em `If-Match`), salvar de uma página antiga responde 409 dizendo quem salvou, ' +
          'quando e o que mudou; sem ela, salva como sempre.',
        body: rubricaSchema,
        headers: cabecalhosComVersao,
      },
    },
    async (request, reply) => {
      const dados = {
        ...request.body,
        revisao: request.body.revisao ?? request.headers['if-match'],
      };
      const salva = await rubrica.salvar(dados, signedInUser(request).id, atorDe(request));
      return reply.header('etag', etagDaVersao(salva.revisao)).send({
        ...resultado(salva.message),
        versao: salva.versao,
        revisao: salva.revisao,
      } satisfies RespostaServidor<typeof rubricaSalvaSchema>);
    },
  );

  app.put(
    '/api/avaliacao/configuracao',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Define a margem de divergência entre avaliadores',
        description:
          'Com a `revisao` lida da configuração (no corpo ou em `If-Match`), salvar de uma ' +
          'página antiga cuja margem outra pessoa mudou responde 409.',
        body: configuracaoAvaliacaoSchema,
        headers: cabecalhosComVersao,
      },
    },
    async (request, reply) => {
      const dados = {
        ...request.body,
        revisao: request.body.revisao ?? request.headers['if-match'],
      };
      const revisao = await rubrica.salvarMargem(dados, signedInUser(request).id, atorDe(request));
      return reply.header('etag', etagDaVersao(revisao)).send({
        ...resultado(MENSAGENS.configuracaoSalva),
        revisao,
      } satisfies RespostaServidor<typeof margemSalvaSchema>);
    },
  );

  // Staff filter the table by evaluator, so every approved member reads the names.
  app.get(
    '/api/avaliacao/avaliadores',
    { config: { access: 'staff' }, schema: { tags, summary: 'Lista os avaliadores da equipe' } },
    async () =>
      (await atribuicoes.avaliadores()) satisfies RespostaServidor<typeof avaliadorSchema>[],
  );

  app.get(
    '/api/avaliacao/exportacao',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Exporta as notas das avaliações enviadas e das soluções' },
    },
    async (request) => {
      const exportadas = await exportacao.exportar(signedInUser(request));
      await registrarAuditoria(app.db, atorDe(request), {
        acao: 'download.exportacao',
        entidade: ENTIDADE_AVALIACAO,
        detalhes: { exportacao: 'notas das avaliações' },
      });
      return exportadas satisfies RespostaServidor<typeof exportacaoNotasSchema>;
    },
  );

  app.post(
    '/api/avaliacao/atribuicoes',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Atribui soluções a avaliadores',
        description:
          'Tudo ou nada: uma recusa não atribui nada. Pares já atribuídos ficam como estão; ' +
          '`quantidade` conta as atribuições novas.',
        body: atribuicaoSchema,
      },
    },
    async (request) => {
      const quantidade = await atribuicoes.atribuir(signedInUser(request), request.body);
      return {
        ...resultado(MENSAGENS.atribuicoesRealizadas(quantidade)),
        quantidade,
      } satisfies RespostaServidor<typeof atribuicoesCriadasSchema>;
    },
  );

  app.delete(
    '/api/avaliacao/atribuicoes/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Remove uma atribuição de avaliação', params: idParams },
    },
    async (request) => {
      await atribuicoes.remover(signedInUser(request), request.params.id);
      return resultado(MENSAGENS.atribuicaoRemovida);
    },
  );

  app.get(
    '/api/avaliacao/minhas',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Lista as avaliações atribuídas ao usuário',
        querystring: minhasAvaliacoesFiltroSchema,
      },
    },
    async (request) =>
      (await avaliacoes.minhas(
        signedInUser(request),
        request.query.situacao,
      )) satisfies RespostaServidor<typeof minhaAvaliacaoSchema>[],
  );

  app.get(
    '/api/avaliacao/proposta/:id',
    {
      config: { access: 'staff' },
      schema: { tags, summary: 'Consulta o painel de avaliação de uma solução', params: idParams },
    },
    async (request) =>
      (await avaliacoes.painel(
        signedInUser(request),
        request.params.id,
      )) satisfies RespostaServidor<typeof painelAvaliacaoSchema>,
  );

  app.get(
    '/api/avaliacao/proposta/:id/historico',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Lista todas as versões das avaliações de uma solução',
        description: 'Para quem declarou conflito de interesse com a solução, 404.',
        params: idParams,
      },
    },
    (request) => avaliacoes.historico(signedInUser(request), request.params.id),
  );

  app.post(
    '/api/avaliacao/proposta/:id/conflito',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Declara se há conflito de interesse com uma solução',
        description:
          'Sem conflito, o formulário de avaliação se abre; com conflito, a atribuição termina e ' +
          'os administradores são avisados.',
        params: idParams,
        body: declaracaoConflitoSchema,
      },
    },
    async (request) =>
      resultado(
        await atribuicoes.declarar(
          signedInUser(request),
          request.params.id,
          request.body,
          atorDe(request),
        ),
      ),
  );

  app.put(
    '/api/avaliacao/proposta/:id/rascunho',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Salva o rascunho da avaliação de uma solução',
        params: idParams,
        body: rascunhoAvaliacaoSchema,
      },
    },
    async (request) => {
      const id = await avaliacoes.salvarRascunho(
        signedInUser(request),
        request.params.id,
        request.body,
      );
      return resultado(MENSAGENS.rascunhoSalvo, id);
    },
  );

  app.post(
    '/api/avaliacao/proposta/:id/envio',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Envia a avaliação de uma solução',
        description:
          'Salva o formulário, confere-o com a rubrica e trava a avaliação; a nota ponderada ' +
          'fica fixada com a versão da rubrica usada.',
        params: idParams,
        body: rascunhoAvaliacaoSchema,
      },
    },
    async (request) => {
      await avaliacoes.enviar(
        signedInUser(request),
        request.params.id,
        request.body,
        atorDe(request),
      );
      return resultado(MENSAGENS.avaliacaoEnviada);
    },
  );

  app.post(
    '/api/avaliacao/avaliacoes/:id/reabertura',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Reabre uma avaliação enviada',
        params: idParams,
        body: reaberturaSchema,
      },
    },
    async (request) => {
      await avaliacoes.reabrir(signedInUser(request), request.params.id, request.body.motivo);
      return resultado(MENSAGENS.avaliacaoReaberta);
    },
  );
}
