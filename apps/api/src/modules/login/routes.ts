import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailExistsSchema, loginSchema, MENSAGENS } from '@portal/domain';
import { HttpError } from '../../http/http-error.ts';
import { atorDe, registrarAuditoria } from '../trilha-auditoria/registrar.ts';
import { signedInUser } from '../../http/acesso.ts';
import { respostaLogin } from './service.ts';

const tags = ['Sessão'];

export async function loginRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.servicos.login;

  // /login admits every active account (staff too: the web app sends types 4 and 5 to /ipt/home);
  // /login/ipt only staff, with the same answers.
  for (const [prefixo, apenasEquipe, entrada, consulta] of [
    ['/api/login', false, 'Entra com e-mail e senha', 'Verifica se o e-mail tem conta'],
    [
      '/api/login/ipt',
      true,
      'Entra na área da equipe do instituto com e-mail e senha',
      'Verifica se o e-mail é de um membro da equipe do instituto',
    ],
  ] as const) {
    app.post(
      prefixo,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: entrada,
          description:
            'Define o cookie de sessão; e-mail ou senha incorretos dão 401. Tentativas que ' +
            'falham são limitadas por e-mail e por origem: além do limite, 429 com retry-after.',
          body: loginSchema,
        },
      },
      async (request, reply) => {
        const { credenciais, conta } = await service.autenticar(
          request.body,
          request.ip,
          apenasEquipe,
        );
        if (!credenciais) {
          await registrarAuditoria(
            app.db,
            {
              ...atorDe(request),
              usuarioId: conta?.id ?? null,
              tipoUsuario: conta?.tipoUsuario ?? null,
            },
            {
              acao: 'login.falha',
              entidade: 'usuario',
              entidadeId: conta?.id ?? null,
              empresaId: conta?.empresaId ?? null,
              detalhes: { area: apenasEquipe ? 'equipe' : 'geral' },
            },
          );
          app.metricas.loginFalhou(apenasEquipe ? 'equipe' : 'geral');
          const mensagem = MENSAGENS.emailOuSenhaIncorretos;
          return reply.code(401).send({ autenticado: false, mensagem, message: mensagem });
        }
        await app.sessions.start(request, reply, credenciais);
        return respostaLogin(credenciais);
      },
    );

    app.post(
      `${prefixo}/exists`,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: consulta,
          description:
            'Responde 1 se o e-mail tem conta, 0 se não. Consultas de e-mails sem conta são ' +
            'limitadas por e-mail e por origem: além do limite, 429 com retry-after.',
          body: emailExistsSchema,
        },
      },
      async (request) => {
        // The spec's answer is a bare number: non-zero means the e-mail has an account.
        return (await service.emailExiste(request.body.email, request.ip, apenasEquipe)) ? 1 : 0;
      },
    );
  }

  app.get(
    '/api/autenticado',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Mostra o usuário da sessão e a sua empresa' },
    },
    async (request) => service.autenticado(signedInUser(request)),
  );

  // The check a browser makes on every visit: answering "nobody" with 401 printed an error in
  // every anonymous visitor's console. /api/autenticado keeps the spec's 401.
  app.get(
    '/api/sessao',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Diz se há alguém na sessão e quem é',
        description:
          'Sempre 200: `{ "autenticado": false }` sem sessão; com ela, o mesmo que ' +
          '`GET /api/autenticado`.',
      },
    },
    async (request) => {
      if (request.user === null) return { autenticado: false };
      return service.autenticado(request.user).catch((erro: unknown) => {
        // The account ended between the session lookup and now: nobody is signed in.
        if (erro instanceof HttpError && erro.statusCode === 401) return { autenticado: false };
        throw erro;
      });
    },
  );

  // Public: signing out must work with an expired session too, and then only clears the cookie.
  app.post(
    '/api/logout',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sai da sessão',
        description:
          'Encerra a sessão e apaga o cookie. Uma sessão aberta com gov.br responde também ' +
          '`govbrLogout`, o endereço que encerra a sessão no gov.br e volta ao portal.',
      },
    },
    async (request, reply) => {
      const { govbr } = await app.sessions.end(request, reply);
      const message = MENSAGENS.sessaoEncerrada;
      const resposta = { result: true, message, mensagem: message };
      if (!govbr || !app.config.govbr) return resposta;
      const govbrLogout = new URL(`${app.config.govbr.issuer}/logout`);
      // Back to the origin registered with gov.br (the callback's), which gov.br accepts.
      const voltarPara = new URL('/logout', app.config.govbr.redirectUrl).toString();
      govbrLogout.searchParams.set('post_logout_redirect_uri', voltarPara);
      return { ...resposta, govbrLogout: govbrLogout.toString() };
    },
  );
}
