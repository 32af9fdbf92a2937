import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  exclusaoContaSchema,
  MENSAGENS,
  MENSAGENS_HTTP,
  podeExcluirAPropriaConta,
} from '@portal/domain';
import { contentDisposition } from '../../http/content-disposition.ts';
import { HttpError } from '../../http/http-error.ts';
import { resultado } from '../../http/resultado.ts';
import { signedInUser } from '../../http/acesso.ts';
import { atorDe, registrarAuditoria } from '../trilha-auditoria/registrar.ts';
import { createConfirmacaoTitular } from '../login/confirmacao-titular.ts';
import { createLimiter } from '../rate-limit/limiter.ts';
import { anonimizarConta } from './anonimizacao.ts';
import { exclusaoDaConta } from './exclusao.ts';
import { meusDadosHtml } from './meus-dados-html.ts';
import { createMeusDados } from './meus-dados.ts';

const tags = ['Privacidade'];

/**
 * "Meus dados" (LGPD art. 18): what the portal holds about the signed-in person, to read on the
 * page and to take away (JSON and a readable HTML page), and the leaving of a company account.
 */
export async function meusDadosRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const meusDados = createMeusDados(app.db);
  const confirmacao = createConfirmacaoTitular(
    app.db,
    createLimiter(app.repositorios.tentativas, app.config.rateLimitFactor),
    app.clock,
  );

  const coletar = async (request: FastifyRequest) => {
    const dados = await meusDados.coletar(
      signedInUser(request).id,
      request.sessionId,
      app.clock.now(),
    );
    if (!dados) throw new HttpError(401, MENSAGENS_HTTP.naoAutenticado);
    return dados;
  };

  /** A download is recorded: taking one's data away is an act the trail answers for. */
  const baixar = async (request: FastifyRequest, formato: 'json' | 'html') => {
    const dados = await coletar(request);
    await registrarAuditoria(app.db, atorDe(request), {
      acao: 'dados.download',
      entidade: 'usuario',
      entidadeId: dados.conta.id,
      detalhes: { formato },
    });
    return dados;
  };

  app.get(
    '/api/meus-dados',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Mostra tudo o que o portal guarda sobre a pessoa da sessão' },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await coletar(request)),
  );

  app.get(
    '/api/meus-dados/meus-dados.json',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Baixa os próprios dados em JSON (portabilidade)' },
    },
    async (request, reply) => {
      const dados = await baixar(request, 'json');
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', contentDisposition('attachment', 'meus-dados.json'))
        .send(JSON.stringify(dados, null, 2));
    },
  );

  app.get(
    '/api/meus-dados/meus-dados.html',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Baixa os próprios dados numa página para ler ou imprimir' },
    },
    async (request, reply) => {
      const dados = await baixar(request, 'html');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', contentDisposition('attachment', 'meus-dados.html'))
        .send(meusDadosHtml(dados));
    },
  );

  app.post(
    '/api/meus-dados/exclusao',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Exclui a própria conta de empresa, anonimizando os dados pessoais',
        description:
          'Pede a senha, ou uma confirmação com gov.br dos últimos 5 minutos numa sessão aberta ' +
          'com gov.br (`senhaAtual` ausente). O nome, o e-mail e os telefones (e o CPF, se a pessoa é a responsável ' +
          'legal) são substituídos e as sessões encerradas; a empresa, as soluções enviadas e ' +
          'o histórico ficam. Contas da equipe: 403.',
        body: exclusaoContaSchema,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      if (!podeExcluirAPropriaConta(user.tipoUsuario)) {
        throw new HttpError(403, MENSAGENS.exclusaoSomenteEmpresa);
      }
      await confirmacao.exigir(user.id, request.sessionId, request.body.senhaAtual);
      const ator = atorDe(request);
      const empresaMantida = await app.db.transaction(async (tx) => {
        const exclusao = await exclusaoDaConta(tx, user.id);
        await anonimizarConta(tx, user.id, ator.agora);
        await registrarAuditoria(tx, ator, {
          acao: 'conta.exclusao',
          entidade: 'usuario',
          entidadeId: user.id,
          empresaId: user.empresaId,
        });
        // The last member of a company that sent solutions hears why its data stays.
        return exclusao.ultimoIntegrante && exclusao.empresaComSolucoesEnviadas
          ? exclusao.empresa
          : null;
      });
      app.sessions.forget(request, reply);
      return resultado(
        empresaMantida === null
          ? MENSAGENS.contaExcluida
          : MENSAGENS.contaExcluidaEmpresaMantida(empresaMantida),
      );
    },
  );
}
