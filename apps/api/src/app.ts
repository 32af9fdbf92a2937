import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { LIMITES_ARQUIVO, MENSAGENS_HTTP } from '@portal/domain';
import { auditoriaRoutes } from './modules/auditoria/routes.ts';
import { privacidadeRoutes } from './modules/privacidade/routes.ts';
import { meusDadosRoutes } from './modules/privacidade/routes-meus-dados.ts';
import { pedidosTitularRoutes } from './modules/privacidade/routes-pedidos.ts';
import { avaliacaoRoutes } from './modules/avaliacao/routes.ts';
import { avaliacaoNotasRoutes } from './modules/avaliacao/routes-notas.ts';
import { avaliacaoParecerRoutes } from './modules/avaliacao/routes-parecer.ts';
import { analiseRoutes } from './modules/avaliacao/routes-analise.ts';
import { cadastroRoutes } from './modules/cadastro/routes.ts';
import { calendarioRoutes } from './modules/calendario/routes.ts';
import { cadastroEmpresasRoutes } from './modules/cadastro/routes-empresas.ts';
import { cadastroIptRoutes } from './modules/cadastro/routes-ipt.ts';
import { perfilRoutes } from './modules/cadastro/routes-perfil.ts';
import { docsRoutes } from './modules/docs/routes.ts';
import { openApiPlugin } from './modules/docs/openapi-plugin.ts';
import { documentosRoutes } from './modules/documentos/routes.ts';
import { equipeRoutes } from './modules/equipe/routes.ts';
import { gestorRoutes } from './modules/gestor/routes.ts';
import { gestorSelecaoRoutes } from './modules/gestor/routes-selecao.ts';
import { fileIndexerRoutes } from './modules/fileindexer/routes.ts';
import { propostaArquivosRoutes } from './modules/proposta/arquivos/routes.ts';
import { assinaturaRoutes } from './modules/proposta/assinatura/routes.ts';
import { propostaZipRoutes } from './modules/proposta/arquivos/routes-zip.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { loginRoutes } from './modules/login/routes.ts';
import { govbrRoutes } from './modules/govbr/routes.ts';
import { membrosRoutes } from './modules/membros/routes.ts';
import { contaRoutes } from './modules/conta/routes.ts';
import { emailSaidaRoutes } from './modules/email/routes-saida.ts';
import { pageViewsRoutes } from './modules/pageviews/routes.ts';
import { estatisticasRoutes } from './modules/proposta/estatisticas/routes.ts';
import { geracaoPdfRoutes } from './modules/proposta/geracao/routes.ts';
import { propostaRoutes } from './modules/proposta/routes.ts';
import { propostaEquipeRoutes } from './modules/proposta/routes-equipe.ts';
import { enviosRoutes } from './modules/proposta/envios/routes.ts';
import { solicitacoesRoutes } from './modules/proposta/solicitacoes/routes.ts';
import { textoPortalRoutes } from './modules/proposta/texto-portal/routes.ts';
import { registrosPublicosRoutes } from './modules/registros-publicos/routes.ts';
import { repositorioRoutes } from './modules/repositorio/routes.ts';
import { contatoRoutes } from './modules/pesquisa-mercado/contato-routes.ts';
import { desfechoRoutes } from './modules/pesquisa-mercado/desfecho-routes.ts';
import { interesseRoutes } from './modules/pesquisa-mercado/interesse-routes.ts';
import { registroPesquisaRoutes } from './modules/pesquisa-mercado/registro-routes.ts';
import { buscaSalvaRoutes } from './modules/busca-salva/routes.ts';
import { repositorioPublicacaoRoutes } from './modules/repositorio/routes-publicacao.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { utilsRoutes } from './modules/utils/routes.ts';
import { accessPlugin } from './plugins/access.ts';
import { antivirusPlugin } from './plugins/antivirus.ts';
import { calendarioPlugin } from './plugins/calendario.ts';
import { systemClock, type Clock } from './infra/clock.ts';
import { resolveConfig, type AppConfig } from './infra/config.ts';
import { databasePlugin } from './plugins/database.ts';
import { queuePlugin } from './infra/fila.ts';
import { metricasPlugin } from './modules/metricas/plugin.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { fileStoragePlugin } from './infra/arquivos/plugin.ts';
import { zodValidatorCompiler } from './http/zod-validator.ts';
import { loggerOptions, RequestLogController } from './plugins/request-log.ts';
import { sameOriginPlugin } from './plugins/same-origin.ts';
import { securityPlugin } from './plugins/security.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { sessionPlugin } from './plugins/session.ts';
import { paginaGuardadaPlugin } from './plugins/pagina-guardada.ts';
import { spaPlugin } from './plugins/spa.ts';
import { versaoPublicaPlugin } from './modules/renderizacao/versao-publica.ts';
import { trabalhosPlugin } from './plugins/trabalhos.ts';
import { servicosPlugin } from './plugins/servicos.ts';

// The largest request is one file upload: 2 MiB decoded grows by 4/3 in base64 (~2.8 MB),
// plus the JSON around it. Anything bigger is refused before it is read into memory.
const BASE64_FILE_BYTES = Math.ceil(LIMITES_ARQUIVO.tamanhoMaximoBytes / 3) * 4;
export const BODY_LIMIT_BYTES = BASE64_FILE_BYTES + 768 * 1024;

// Fastify accepts a hop count at run time but types only the function form of it.
const trustProxyOption = (value: AppConfig['trustProxy']) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

// Malformed URLs never reach a route or the error handler; answer them in Portuguese too.
function answerBadUrl(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply
    .code(400)
    .header('x-request-id', request.id)
    .send({ message: MENSAGENS_HTTP.requisicaoInvalida });
}

export interface BuildOptions {
  /** Where logs go (a test can capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** The server's "now"; tests pass a FakeClock and move it. */
  clock?: Clock;
  /** An embedded database's starting data (`DatabaseOptions.pgliteDataDir`); tests pass one. */
  pgliteDataDir?: Blob;
}

/**
 * Builds the app without listening (the metrics listener, with METRICS_PORT, opens when it is
 * ready). Plugins go in a fixed order: external (security headers, rate limit) → app (errors,
 * access, same-origin guard, database, queue, metrics, session, calendar) → routes → SPA fallback.
 */
export function buildApp(
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = {},
): FastifyInstance {
  const config = resolveConfig(overrides);
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    logController: new RequestLogController(),
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: answerBadUrl,
    // The database plugin migrates, seeds 5,570 municipalities and ensures an administrator
    // before the app may answer; on a busy machine or a large database that outlasts Fastify's
    // default 10 s, and a slow start is better than none.
    pluginTimeout: 60_000,
  });
  // Every route declares its Zod schemas; they validate here and document the API (/api/docs).
  app.setValidatorCompiler(zodValidatorCompiler);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? systemClock);
  // First hook of all, so even a refusal from a later hook carries the id a user can quote.
  // Callback style, as the other hooks that never wait: no promise per request (decision 017).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  app.register(securityPlugin);
  app.register(paginaGuardadaPlugin);
  app.register(compressionPlugin);

  app.register(errorHandlerPlugin);
  app.register(accessPlugin);
  app.register(sameOriginPlugin);
  app.register(databasePlugin, { pgliteDataDir: options.pgliteDataDir });
  app.register(versaoPublicaPlugin);
  app.register(queuePlugin);
  app.register(metricasPlugin);
  app.register(fileStoragePlugin);
  app.register(antivirusPlugin);
  // The services shared by routes and jobs, once what they use (database, queue, files) is there.
  app.register(servicosPlugin);
  // The queues' workers, once what their jobs use (database, files, metrics) is decorated.
  app.register(trabalhosPlugin);
  app.register(sessionPlugin);
  app.register(calendarioPlugin);
  app.register(openApiPlugin);

  app.register(healthRoutes);
  app.register(utilsRoutes);
  app.register(pageViewsRoutes);
  app.register(documentosRoutes);
  app.register(loginRoutes);
  app.register(perfilRoutes);
  app.register(govbrRoutes);
  app.register(contaRoutes);
  app.register(emailSaidaRoutes);
  app.register(cadastroRoutes);
  app.register(cadastroIptRoutes);
  app.register(cadastroEmpresasRoutes);
  app.register(registrosPublicosRoutes);
  app.register(equipeRoutes);
  app.register(gestorRoutes);
  app.register(gestorSelecaoRoutes);
  app.register(membrosRoutes);
  app.register(fileIndexerRoutes);
  app.register(propostaRoutes);
  app.register(propostaEquipeRoutes);
  app.register(analiseRoutes);
  app.register(solicitacoesRoutes);
  app.register(enviosRoutes);
  app.register(textoPortalRoutes);
  app.register(avaliacaoRoutes);
  app.register(avaliacaoNotasRoutes);
  app.register(avaliacaoParecerRoutes);
  app.register(estatisticasRoutes);
  app.register(calendarioRoutes);
  app.register(geracaoPdfRoutes);
  app.register(propostaArquivosRoutes);
  app.register(assinaturaRoutes);
  app.register(propostaZipRoutes);
  app.register(repositorioRoutes);
  app.register(repositorioPublicacaoRoutes);
  app.register(contatoRoutes);
  app.register(desfechoRoutes);
  app.register(interesseRoutes);
  app.register(registroPesquisaRoutes);
  app.register(buscaSalvaRoutes);
  app.register(seoRoutes);
  app.register(auditoriaRoutes);
  app.register(privacidadeRoutes);
  app.register(meusDadosRoutes);
  app.register(pedidosTitularRoutes);
  app.register(docsRoutes);

  app.register(spaPlugin);
  return app;
}
