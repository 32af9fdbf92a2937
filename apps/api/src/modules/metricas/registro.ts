import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export type AreaLogin = 'geral' | 'equipe';

/** What the rest of the app counts; the HTTP and database figures are taken by the plugin. */
export interface Metricas {
  loginFalhou(area: AreaLogin): void;
  emailEnviado(): void;
  /** `definitiva`: the outbox gave up on the message; otherwise the queue tries it again. */
  emailFalhou(definitiva: boolean): void;
  /** Port of the `/metrics` listener once the app is ready; null without METRICS_PORT. */
  porta(): number | null;
}

// A client may send any verb; an unknown one would open a new series per request.
const METODOS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The label of a request that matched no route: the raw URL could carry anything. */
export const SEM_ROTA = 'sem-rota';

/**
 * One registry per app, never prom-client's global one: the tests build many apps in one process,
 * and a global registry would refuse the second app's metrics of the same name.
 */
export function createRegistro() {
  const registry = new Registry();
  const registers = [registry];
  const requisicoes = new Counter({
    name: 'portal_http_requests_total',
    help: 'Requisições respondidas, por método, modelo de rota e status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const duracao = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Tempo de resposta das requisições, por método e modelo de rota.',
    labelNames: ['method', 'route'] as const,
    registers,
  });
  const loginFalhas = new Counter({
    name: 'portal_login_falhas_total',
    help: 'Entradas recusadas por e-mail ou senha incorretos, por área (geral ou equipe).',
    labelNames: ['area'] as const,
    registers,
  });
  const emailsEnviados = new Counter({
    name: 'portal_emails_enviados_total',
    help: 'E-mails entregues ao servidor SMTP por esta instância.',
    registers,
  });
  const emailsFalhas = new Counter({
    name: 'portal_emails_falhas_total',
    help: 'Tentativas de envio de e-mail que falharam; definitiva="sim" quando a mensagem desistiu.',
    labelNames: ['definitiva'] as const,
    registers,
  });

  return {
    registry,
    /** Node's own figures (event loop, heap, GC, handles), on this app's registry. */
    coletarPadrao: () => collectDefaultMetrics({ register: registry }),
    /** `rota` must be a route template (`/api/proposta/:id`) or SEM_ROTA, never the URL. */
    contarRequisicao(metodo: string, rota: string, status: number, segundos: number) {
      const method = METODOS.has(metodo) ? metodo : 'OUTRO';
      requisicoes.inc({ method, route: rota, status_code: String(status) });
      duracao.observe({ method, route: rota }, segundos);
    },
    loginFalhou: (area: AreaLogin) => loginFalhas.inc({ area }),
    emailEnviado: () => emailsEnviados.inc(),
    emailFalhou: (definitiva: boolean) =>
      emailsFalhas.inc({ definitiva: definitiva ? 'sim' : 'nao' }),
  };
}
