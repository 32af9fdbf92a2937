import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MENSAGENS,
  pedidoRedefinicaoSchema,
  redefinicaoSenhaSchema,
  type RespostaServidor,
  type situacaoEmailSchema,
  verificacaoLinkSchema,
} from '@portal/domain';
import { resultado } from '../../http/resultado.ts';
import { atorDe } from '../trilha-auditoria/registrar.ts';
import { signedInUser } from '../../http/acesso.ts';
import { respostaLogin } from '../login/service.ts';
import { createLimiter } from '../rate-limit/limiter.ts';
import { createConfirmacaoService } from './confirmacao-service.ts';
import { createRecuperacaoService } from './recuperacao-service.ts';

const tags = ['Conta'];

/** Account recovery by e-mail and the confirmation of the account's address. */
export async function contaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limiter = createLimiter(app.repositorios.tentativas, app.config.rateLimitFactor);
  const contexto = { publicUrl: app.config.publicUrl, clock: app.clock };
  const recuperacao = createRecuperacaoService(app.db, limiter, contexto);
  const confirmacao = createConfirmacaoService(app.db, limiter, contexto);
  const publico = { access: 'public' as const };

  app.post(
    '/api/conta/senha/esqueci',
    {
      config: publico,
      schema: {
        tags,
        summary: 'Envia por e-mail o link de redefinição de senha',
        description:
          'Responde o mesmo exista ou não uma conta com o e-mail. Pedidos limitados por e-mail ' +
          'e por endereço de origem: além do limite, 429 com retry-after.',
        body: pedidoRedefinicaoSchema,
      },
    },
    async (request) => {
      await recuperacao.solicitar(request.body, request.ip);
      return resultado(MENSAGENS.linkRedefinicaoEnviado);
    },
  );

  app.post(
    '/api/conta/senha/verificar',
    {
      config: publico,
      schema: {
        tags,
        summary: 'Verifica se um link de redefinição de senha ainda vale',
        body: verificacaoLinkSchema,
      },
    },
    async (request) => {
      await recuperacao.verificar(request.body.token);
      return { valido: true };
    },
  );

  // Ends every session of the account, then opens one here: the person who proved the address
  // is signed in, whoever held the old password is not.
  app.post(
    '/api/conta/senha/redefinir',
    {
      config: publico,
      schema: {
        tags,
        summary: 'Redefine a senha com o link recebido por e-mail',
        description:
          'Encerra todas as sessões da conta e abre uma nova (define o cookie de sessão); ' +
          'responde como o login.',
        body: redefinicaoSenhaSchema,
      },
    },
    async (request, reply) => {
      const credenciais = await recuperacao.redefinir(request.body, atorDe(request));
      await app.sessions.start(request, reply, credenciais);
      return { ...respostaLogin(credenciais), message: MENSAGENS.senhaRedefinida };
    },
  );

  app.post(
    '/api/conta/email/confirmar',
    {
      config: publico,
      schema: {
        tags,
        summary: 'Confirma o e-mail da conta com o link recebido',
        body: verificacaoLinkSchema,
      },
    },
    async (request) => {
      await confirmacao.confirmar(request.body.token, atorDe(request));
      return resultado(MENSAGENS.emailConfirmado);
    },
  );

  app.get(
    '/api/conta/email',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Informa se o e-mail da conta está confirmado' },
    },
    async (request) =>
      (await confirmacao.situacao(signedInUser(request))) satisfies RespostaServidor<
        typeof situacaoEmailSchema
      >,
  );

  app.post(
    '/api/conta/email/reenvio',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Reenvia o link de confirmação do e-mail',
        description: 'Reenvios limitados por conta: além do limite, 429 com retry-after.',
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const usuario = await app.repositorios.destinatarios.usuario(user.id);
      await confirmacao.reenviar(user, usuario?.nome ?? '');
      return resultado(MENSAGENS.confirmacaoReenviada);
    },
  );
}
