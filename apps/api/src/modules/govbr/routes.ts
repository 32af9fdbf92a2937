import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AREAS_GOVBR,
  cadastroGestorGovbrSchema,
  cadastroGovbrSchema,
  type AreaGovbr,
  isUsuarioEquipe,
  MENSAGENS,
  vinculoGovbrSchema,
} from '@portal/domain';
import { HttpError } from '../../http/http-error.ts';
import { signedInUser } from '../../http/acesso.ts';
import { atorDe } from '../trilha-auditoria/registrar.ts';
import { createConfirmacaoTitular } from '../login/confirmacao-titular.ts';
import type { Credenciais } from '../login/repository.ts';
import { respostaLogin } from '../login/service.ts';
import { createLimiter } from '../rate-limit/limiter.ts';
import { createClienteOidc } from './cliente-oidc.ts';
import { createGovbrService, type GovbrService } from './service.ts';

/** Carries the sign-in's state, then the pending identity's token; only gov.br's routes read it. */
export const GOVBR_COOKIE = 'portal_govbr';

const tags = ['Sessão'];

const entrarQuery = z.object({ area: z.enum(AREAS_GOVBR).default('empresa') });

/** Where a refused sign-in returns, to say why: the page whose button started it. */
const ENTRADA: Record<AreaGovbr, string> = {
  empresa: '/login',
  ipt: '/ipt',
  gestor: '/gestor/cadastro',
};
// What the Login Único sends back; openid-client reads the whole query, these are documentation.
const retornoQuery = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

// A page of the portal itself, never another site: the callback redirects there.
const confirmarQuery = z.object({
  destino: z
    .string()
    .max(200)
    .regex(/^\/(?!\/)[\w\-/]*$/, { error: MENSAGENS.govbrDestinoInvalido }),
});

// Each click writes a pending sign-in: the cap keeps a script from filling the table.
const LIMITE_POR_MINUTO = 20;

/** "Entrar com gov.br" (docs/decisions/027). Off without GOVBR_* settings: every route but the first answers 404. */
export async function govbrRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = app.config.govbr;
  const limiter = createLimiter(app.repositorios.tentativas, app.config.rateLimitFactor);
  const service: GovbrService | null =
    config &&
    createGovbrService({
      db: app.db,
      config,
      clock: app.clock,
      log: app.log,
      cliente: createClienteOidc(config, app.clock),
      login: app.servicos.login,
      cadastro: app.servicos.cadastro,
      gestor: app.servicos.gestor,
    });
  const confirmacao = createConfirmacaoTitular(app.db, limiter, app.clock);
  const ligado = (): GovbrService => {
    if (!service) throw new HttpError(404, MENSAGENS.govbrDesligado);
    return service;
  };

  const cookieOptions = (request: FastifyRequest, maxAgeSegundos: number) => ({
    httpOnly: true,
    // Lax: the cookie must come along on gov.br's redirect back, a top-level navigation.
    sameSite: 'lax' as const,
    path: '/api/govbr',
    secure: request.protocol === 'https',
    maxAge: maxAgeSegundos,
  });
  const esquecer = (request: FastifyRequest, reply: FastifyReply) =>
    reply.clearCookie(GOVBR_COOKIE, { ...cookieOptions(request, 0), maxAge: undefined });

  /** A registration through gov.br ends signed in, the pending identity forgotten. */
  async function entrarCadastrado(
    request: FastifyRequest,
    reply: FastifyReply,
    credenciais: Credenciais,
  ) {
    esquecer(request, reply);
    await app.sessions.start(request, reply, credenciais, { govbr: true });
    return reply
      .code(201)
      .send({ ...respostaLogin(credenciais), destino: ligado().destino(credenciais) });
  }

  app.get(
    '/api/govbr',
    {
      config: { access: 'public', session: false },
      schema: {
        tags,
        summary: 'Diz se a entrada com gov.br está disponível',
        description:
          'Sempre 200: `{ "disponivel": true }` quando o portal tem as credenciais do gov.br.',
      },
    },
    async () => ({ disponivel: service !== null }),
  );

  app.get(
    '/api/govbr/entrar',
    {
      config: {
        access: 'public',
        rateLimit: { max: LIMITE_POR_MINUTO * app.config.rateLimitFactor, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: 'Começa a entrada com gov.br',
        description:
          'Redireciona (302) ao Login Único com PKCE, `state` e `nonce`; `area=ipt` para a ' +
          'equipe do instituto, `area=gestor` para o cadastro de gestor público. 404 quando o ' +
          'portal não tem as credenciais do gov.br.',
        querystring: entrarQuery,
      },
    },
    async (request, reply) => {
      const { url, state } = await ligado().iniciar(request.query.area);
      reply.setCookie(GOVBR_COOKIE, state, cookieOptions(request, 10 * 60));
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/api/govbr/retorno',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Recebe a volta do Login Único',
        description:
          'Confere `state`, código (PKCE) e ID token (assinatura, emissor, validade, `nonce`). ' +
          'Redireciona ao painel com a sessão aberta, à tela de vínculo ou cadastro quando o ' +
          'CPF ainda não tem conta, ou à página de entrada com `?govbr=<motivo>` quando falha.',
        querystring: retornoQuery,
      },
    },
    async (request, reply) => {
      const parametros = new URL(request.url, 'http://portal').searchParams;
      const retorno = await ligado().retorno(
        parametros,
        request.cookies[GOVBR_COOKIE],
        atorDe(request),
        request.sessionId,
      );
      if (retorno.tipo === 'falha') {
        esquecer(request, reply);
        const entrada = retorno.destino ?? ENTRADA[retorno.area];
        return reply.redirect(`${entrada}?govbr=${retorno.motivo}`, 302);
      }
      if (retorno.tipo === 'confirmado') {
        esquecer(request, reply);
        return reply.redirect(`${retorno.destino}?govbr=confirmado`, 302);
      }
      if (retorno.tipo === 'pendente') {
        reply.setCookie(GOVBR_COOKIE, retorno.token, cookieOptions(request, 30 * 60));
        return reply.redirect('/acesso/govbr', 302);
      }
      esquecer(request, reply);
      await app.sessions.start(request, reply, retorno.credenciais, { govbr: true });
      return reply.redirect(ligado().destino(retorno.credenciais), 302);
    },
  );

  app.get(
    '/api/govbr/confirmacao',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Diz se a sessão pode confirmar com gov.br e até quando vale a confirmação',
        description:
          '`govbr`: a sessão foi aberta com gov.br e oferece “Confirmar com gov.br” no lugar da ' +
          'senha. `confirmadaAte`: fim da janela de 5 minutos da última confirmação, ou null.',
      },
    },
    async (request) => {
      const estado = await confirmacao.estado(request.sessionId);
      return { govbr: estado.govbr && service !== null, confirmadaAte: estado.confirmadaAte };
    },
  );

  app.get(
    '/api/govbr/confirmar',
    {
      config: {
        access: 'user',
        rateLimit: { max: LIMITE_POR_MINUTO * app.config.rateLimitFactor, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: 'Começa a confirmação de um ato sensível com gov.br',
        description:
          'Só numa sessão aberta com gov.br (senão 403). Redireciona (302) ao Login Único com ' +
          '`prompt=login` e `max_age=0`: a pessoa entra de novo. Na volta, um `auth_time` mais ' +
          'antigo que o pedido ou outro CPF é recusado; aceito, por 5 minutos a exclusão da ' +
          'conta, a alteração dos dados e a troca de senha dispensam a senha atual. Volta a ' +
          '`destino` com `?govbr=confirmado` ou `?govbr=<motivo>`.',
        querystring: confirmarQuery,
      },
    },
    async (request, reply) => {
      const servico = ligado();
      const user = signedInUser(request);
      if (!(await confirmacao.estado(request.sessionId)).govbr) {
        throw new HttpError(403, MENSAGENS.govbrConfirmacaoSoComGovbr);
      }
      const { url, state } = await servico.iniciar(
        isUsuarioEquipe(user.tipoUsuario) ? 'ipt' : 'empresa',
        { sessaoId: request.sessionId!, usuarioId: user.id, destino: request.query.destino },
      );
      reply.setCookie(GOVBR_COOKIE, state, cookieOptions(request, 10 * 60));
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/api/govbr/pendente',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Mostra a identidade gov.br que espera vínculo ou cadastro',
        description:
          'Nome, e-mail, CPF e selo que o gov.br informou, e se já há conta com o e-mail. ' +
          '404 sem uma entrada com gov.br em andamento neste navegador.',
      },
    },
    async (request) => ligado().pendente(request.cookies[GOVBR_COOKIE]),
  );

  app.post(
    '/api/govbr/vincular',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Vincula o CPF do gov.br à conta com o mesmo e-mail',
        description:
          'Exige a senha da conta (senha errada: 401; tentativas limitadas como na entrada por ' +
          'e-mail). Uma conta já vinculada a outro CPF, ou um CPF já vinculado, dá 409. Abre a sessão.',
        body: vinculoGovbrSchema,
      },
    },
    async (request, reply) => {
      const servico = ligado();
      const credenciais = await servico.vincular(
        request.cookies[GOVBR_COOKIE],
        request.body.senha,
        atorDe(request),
      );
      esquecer(request, reply);
      await app.sessions.start(request, reply, credenciais, { govbr: true });
      return { ...respostaLogin(credenciais), destino: servico.destino(credenciais) };
    },
  );

  app.put(
    '/api/govbr/cadastro',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Cadastra um usuário de empresa com a identidade do gov.br',
        description:
          'O mesmo cadastro de `PUT /api/cadastro/usuario`, sem senha (a pessoa entra pelo ' +
          'gov.br; “Esqueci minha senha” cria uma para entrar também por e-mail), com nome e ' +
          'e-mail do gov.br (os enviados são ignorados) e o CPF vinculado. Sócio ou representante legal da empresa, ' +
          'segundo a API Empresas do gov.br, entra sem esperar aceite. Responde 201 e abre a sessão.',
        body: cadastroGovbrSchema,
      },
    },
    async (request, reply) => {
      const token = request.cookies[GOVBR_COOKIE];
      const credenciais = await ligado().cadastrar(token, request.body, atorDe(request));
      return entrarCadastrado(request, reply, credenciais);
    },
  );

  app.post(
    '/api/govbr/cadastro-gestor',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Cadastra um gestor público municipal com a identidade do gov.br',
        description:
          'O mesmo cadastro de `POST /api/gestor/cadastro`, sem senha, com nome, e-mail e CPF ' +
          'do gov.br (os enviados são ignorados): pede só município, cargo, telefone ' +
          'institucional e o aceite. E-mail de um domínio de `GESTOR_EMAIL_DOMINIOS` fica ' +
          'verificado na hora; senão, aguarda a equipe. O CPF já vinculado, ou já no cadastro ' +
          'de outro gestor, dá 409. Responde 201 e abre a sessão.',
        body: cadastroGestorGovbrSchema,
      },
    },
    async (request, reply) => {
      const token = request.cookies[GOVBR_COOKIE];
      const credenciais = await ligado().cadastrarGestor(token, request.body, atorDe(request));
      return entrarCadastrado(request, reply, credenciais);
    },
  );

  app.get(
    '/api/govbr/vinculo',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Mostra o vínculo gov.br do próprio usuário',
        description:
          'Selo de confiabilidade e as empresas em que o CPF atua segundo a API Empresas do ' +
          'gov.br, lidas na última entrada com gov.br.',
      },
    },
    // Without gov.br nobody is linked: the panel just shows nothing about it.
    async (request) => service?.vinculoDe(signedInUser(request).id) ?? { vinculado: false },
  );
}
