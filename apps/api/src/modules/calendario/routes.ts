import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calendarioSchema,
  type configuracaoCalendarioSchema,
  MENSAGENS,
  prorrogacaoSchema,
  type RespostaServidor,
} from '@portal/domain';
import { resultado } from '../../http/resultado.ts';
import {
  cabecalhosComVersao,
  etagDaVersao,
  comVersaoLida,
  respostaComVersao,
} from '../../http/versao.ts';
import { signedInUser } from '../../http/acesso.ts';
import { apresentarAlteracao, apresentarProrrogacao } from './presenter.ts';
import { atorDe } from '../trilha-auditoria/registrar.ts';

/**
 * The call's calendar: anybody reads where the call stands (a company user, its own deadline);
 * only administrators set the dates and grant extensions.
 */
export async function calendarioRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.calendario;
  const admin = { access: 'admin' as const };
  const tags = ['Calendário'];

  app.get(
    '/api/calendario',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Consulta a situação das inscrições no calendário',
        description:
          'Para um usuário de empresa, considera a prorrogação de prazo concedida à empresa.',
      },
    },
    async (request) => service.situacao(request.user?.empresaId ?? null),
  );

  app.get(
    '/api/calendario/configuracao',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Consulta as datas configuradas do calendário',
        description:
          'As datas vêm no horário de São Paulo, como o formulário as mostra, com a `versao` ' +
          'do calendário (também no `ETag`).',
      },
    },
    async (_request, reply) => {
      const configuracao = await service.obter();
      return reply
        .header('etag', etagDaVersao(configuracao.versao))
        .send(configuracao satisfies RespostaServidor<typeof configuracaoCalendarioSchema>);
    },
  );

  app.put(
    '/api/calendario',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Define as datas do calendário',
        description:
          'Cada campo alterado fica registrado com o valor anterior, o autor e a hora. Com a ' +
          '`versao` lida (no corpo ou em `If-Match`), salvar de uma cópia antiga responde 409 ' +
          'dizendo quem salvou, quando e quais datas; sem versão, salva como sempre.',
        body: calendarioSchema,
        headers: cabecalhosComVersao,
      },
    },
    async (request, reply) => {
      const dados = comVersaoLida(request.body, request.headers);
      const versao = await service.definir(signedInUser(request), dados, atorDe(request));
      return respostaComVersao(reply, MENSAGENS.calendarioSalvo, versao);
    },
  );

  app.get(
    '/api/calendario/alteracoes',
    { config: admin, schema: { tags, summary: 'Lista o histórico de alterações do calendário' } },
    async () => (await service.listarAlteracoes()).map(apresentarAlteracao),
  );

  app.get(
    '/api/calendario/prorrogacoes',
    { config: admin, schema: { tags, summary: 'Lista as prorrogações de prazo concedidas' } },
    async () => (await service.listarProrrogacoes()).map(apresentarProrrogacao),
  );

  app.post(
    '/api/calendario/prorrogacoes',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Concede uma prorrogação de prazo a uma empresa',
        description: 'O novo prazo precisa ser posterior ao prazo geral de envio.',
        body: prorrogacaoSchema,
      },
    },
    async (request, reply) => {
      await service.prorrogar(signedInUser(request), request.body, atorDe(request));
      return reply.code(201).send(resultado(MENSAGENS.prorrogacaoConcedida));
    },
  );
}
