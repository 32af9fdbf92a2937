import type { FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { z } from 'zod';
import { arquivoSchema, MENSAGENS, type Arquivo } from '@portal/domain';
import { ClamdIndisponivel, createClamd, type Clamd } from '../infra/clamd.ts';
import { globalPlugin } from '../http/global-plugin.ts';
import { fieldError, HttpError } from '../http/http-error.ts';
import { atorDe, registrarAuditoria } from '../modules/trilha-auditoria/registrar.ts';
import { sanitizarNome } from '../modules/fileindexer/file-checks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Routes whose file is scanned ("METHOD url"), so a test can hold the list against the app. */
    rotasExaminadas: string[];
  }
}

/**
 * A route takes a file when its body carries the upload's `conteudo` field: every upload schema
 * is `arquivoSchema` or an extension of it, so a new upload route is scanned without asking.
 */
const recebeArquivo = (route: RouteOptions) => {
  const body = route.schema?.body;
  return body instanceof z.ZodObject && body.shape.conteudo === arquivoSchema.shape.conteudo;
};

const comoLista = <T>(valor: T | T[] | undefined): T[] =>
  valor === undefined ? [] : Array.isArray(valor) ? valor : [valor];

/**
 * An infected file is refused with what clamd named, and the attempt stays in the audit trail:
 * the account or the computer behind it may be compromised, which the institute should know.
 */
async function recusarInfectado(request: FastifyRequest, arquivo: Arquivo, ameaca: string) {
  const nome = sanitizarNome(arquivo.nomeOriginal);
  request.log.warn({ ameaca, rota: request.routeOptions.url }, 'arquivo com vírus recusado');
  await registrarAuditoria(request.server.db, atorDe(request), {
    acao: 'arquivo.malware',
    entidade: 'arquivo',
    empresaId: request.user?.empresaId ?? null,
    detalhes: {
      nome,
      ameaca,
      tamanho: Buffer.byteLength(arquivo.conteudo, 'base64'),
      rota: request.routeOptions.url,
    },
  });
  return fieldError(422, 'conteudo', MENSAGENS.arquivoComVirus(nome, ameaca));
}

function examinarCom(clamd: Clamd): preHandlerAsyncHookHandler {
  return async (request) => {
    const arquivo = request.body as Arquivo;
    // The schema checked the base64 already; a file not scanned is never passed on.
    const veredito = await clamd
      .examinar(Buffer.from(arquivo.conteudo, 'base64'))
      .catch((error: unknown) => {
        if (!(error instanceof ClamdIndisponivel)) throw error;
        request.log.warn({ err: error }, 'antivírus indisponível: envio recusado');
        throw new HttpError(503, MENSAGENS.verificacaoArquivosIndisponivel);
      });
    if (!veredito.limpo) throw await recusarInfectado(request, arquivo, veredito.ameaca);
  };
}

/**
 * With CLAMD_URL, every upload is streamed to clamd after validation and before its route runs,
 * so nothing reaches storage (or holds a transaction open) unscanned; clamd away means 503.
 */
export const antivirusPlugin = globalPlugin(async (app) => {
  app.decorate('rotasExaminadas', []);
  const { antivirus } = app.config;
  if (antivirus === null) {
    app.log.warn('CLAMD_URL não definida: os arquivos enviados não passam por antivírus');
    return;
  }
  const clamd = createClamd(antivirus.clamd, antivirus.timeoutMs);
  // A clamd still loading its signatures must not stop the start: uploads answer 503 until it is up.
  await clamd.ping().then(
    () => app.log.info('antivírus (clamd) pronto'),
    (error: unknown) => app.log.warn({ err: error }, 'antivírus (clamd) inacessível na partida'),
  );
  const examinar = examinarCom(clamd);
  app.addHook('onRoute', (route) => {
    if (!recebeArquivo(route)) return;
    route.preHandler = [...comoLista(route.preHandler), examinar];
    for (const method of comoLista(route.method))
      app.rotasExaminadas.push(`${method} ${route.url}`);
  });
});
