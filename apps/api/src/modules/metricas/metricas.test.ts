// @module-tag dois-bancos
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  novoEmail,
  novoIp,
  registerCompanyUser,
  type UsuarioDeTeste,
} from '../../../test/fixtures.ts';
import { buildTestApp, tempDir } from '../../../test/helper.ts';
import { raspar, valor, type Amostra } from '../../../test/raspar-metricas.ts';

let app: FastifyInstance;
let usuario: UsuarioDeTeste;
beforeAll(async () => {
  // A built interface, so the public port's answer to /metrics is not the "no build" 503.
  const webDist = await tempDir();
  await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  app = await buildTestApp({ metricsPort: 0, webDist });
  await app.ready();
  usuario = await registerCompanyUser(app);
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });
const requisicoes = (amostras: Amostra[], method: string, route: string, status_code: string) =>
  valor(amostras, 'portal_http_requests_total', { method, route, status_code });

describe('métricas para o Prometheus', () => {
  it('depois de um tráfego conhecido, os contadores sobem exatamente o que ele fez', async () => {
    const { amostras: antes } = await raspar(app);
    for (let i = 0; i < 3; i++) expect((await get('/api/utils/estados')).statusCode).toBe(200);
    expect((await get(`/api/nada-aqui/${randomUUID()}`)).statusCode).toBe(404);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: usuario.email, SenhaAtual: 'Errada@2025x' },
      remoteAddress: novoIp(),
    });
    expect(login.statusCode).toBe(401);
    // Ten lookups of one unknown e-mail are allowed in 15 minutes; the eleventh is refused.
    const email = novoEmail();
    for (let i = 0; i < 11; i++) {
      const consulta = await app.inject({
        method: 'POST',
        url: '/api/login/exists',
        payload: { email },
        remoteAddress: novoIp(),
      });
      expect(consulta.statusCode).toBe(i < 10 ? 200 : 429);
    }
    const { amostras: depois } = await raspar(app);

    const delta = (f: (a: Amostra[]) => number) => f(depois) - f(antes);
    expect(delta((a) => requisicoes(a, 'GET', '/api/utils/estados', '200'))).toBe(3);
    expect(delta((a) => requisicoes(a, 'GET', 'sem-rota', '404'))).toBe(1);
    expect(delta((a) => requisicoes(a, 'POST', '/api/login', '401'))).toBe(1);
    expect(delta((a) => requisicoes(a, 'POST', '/api/login/exists', '200'))).toBe(10);
    expect(delta((a) => requisicoes(a, 'POST', '/api/login/exists', '429'))).toBe(1);
    expect(delta((a) => valor(a, 'portal_login_falhas_total', { area: 'geral' }))).toBe(1);
    expect(delta((a) => valor(a, 'portal_login_falhas_total', { area: 'equipe' }))).toBe(0);
    const duracoes = (a: Amostra[]) =>
      valor(a, 'portal_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/utils/estados',
      });
    expect(delta(duracoes)).toBe(3);
  });

  it('traz as métricas do Node, do banco e da fila', async () => {
    const { amostras } = await raspar(app);
    const nomes = new Set(amostras.map((a) => a.nome));
    for (const nome of [
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'portal_http_request_duration_seconds_bucket',
      'portal_queue_jobs_waiting',
      'portal_queue_oldest_waiting_seconds',
      'portal_queue_jobs_failed_24h',
      'portal_emails_caixa_saida',
    ]) {
      expect(nomes, nome).toContain(nome);
    }
    expect(valor(amostras, 'portal_queue_jobs_waiting', { queue: 'email' })).toBeGreaterThanOrEqual(
      0,
    );
    // The pool's figures exist only where there is a pool.
    const comPool = Boolean(process.env.TEST_DATABASE_URL);
    expect(nomes.has('portal_db_pool_waiting')).toBe(comPool);
    expect(nomes.has('portal_db_pool_connections')).toBe(comPool);
    if (comPool) {
      const conexoes = ['in_use', 'idle'].map((state) =>
        valor(amostras, 'portal_db_pool_connections', { state }),
      );
      expect(conexoes[0]! + conexoes[1]!).toBeGreaterThan(0);
      expect(valor(amostras, 'portal_db_pool_waiting')).toBeGreaterThanOrEqual(0);
    }
  });

  it('com o banco falhando, a coleta responde o resto, sem as métricas lidas do banco', async () => {
    const spy = vi.spyOn(app.db, 'execute').mockRejectedValue(new Error('connection refused'));
    try {
      const { amostras } = await raspar(app);
      const nomes = new Set(amostras.map((a) => a.nome));
      expect(nomes).toContain('process_cpu_seconds_total');
      expect(nomes).toContain('portal_http_requests_total');
      expect(nomes).not.toContain('portal_queue_jobs_waiting');
      expect(nomes).not.toContain('portal_emails_caixa_saida');
    } finally {
      spy.mockRestore();
    }
    const depois = (await raspar(app)).amostras.map((a) => a.nome);
    expect(depois).toContain('portal_queue_jobs_waiting');
  });

  it('nenhum rótulo parece um id, um e-mail, um CPF ou CNPJ, ou um trecho numérico de URL', async () => {
    const cpf = '12345678909';
    const suspeitas = [
      `/api/login/${randomUUID()}`,
      `/api/proposta/${randomUUID()}`,
      `/api/nada-aqui/${encodeURIComponent(usuario.email)}/${cpf}`,
      '/api/nada-aqui/11222333000181/42',
      `/api/utils/municipios/${cpf}`,
    ];
    for (const url of suspeitas) await get(url);
    const { texto, amostras } = await raspar(app);

    const valores = amostras.flatMap((a) => Object.values(a.rotulos));
    expect(valores.length).toBeGreaterThan(0);
    for (const v of valores) {
      expect(v, v).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
      expect(v, v).not.toMatch(/[^\s@]+@[^\s@]+\.[^\s@]+/);
      expect(v, v).not.toMatch(/(^|\D)(\d{11}|\d{14})(\D|$)/);
      expect(v, v).not.toMatch(/\/\d+(\/|$)/);
    }
    expect(texto).not.toContain(usuario.email);
    expect(texto).not.toContain(cpf);
    // Routes with parameters appear as their template.
    expect(
      valor(amostras, 'portal_http_requests_total', { route: '/api/login/:id' }),
    ).toBeGreaterThan(0);
  });

  it('a porta pública não responde /metrics, e a documentação da API não o lista', async () => {
    const publica = await get('/metrics');
    expect(publica.statusCode).toBe(404);
    expect(publica.body).not.toContain('portal_http_requests_total');
    const documento = (await get('/api/docs/openapi.json')).json() as { paths: object };
    expect(Object.keys(documento.paths).filter((p) => p.includes('metrics'))).toEqual([]);
  });

  it('o servidor de métricas responde só /metrics', async () => {
    const resposta = await fetch(`http://127.0.0.1:${app.metricas.porta()}/api/utils/estados`);
    expect(resposta.status).toBe(404);
    expect(await resposta.text()).toContain('/metrics');
  });
});

describe('sem METRICS_PORT', () => {
  it('não abre o segundo servidor', async () => {
    const semMetricas = await buildTestApp({ metricsPort: null });
    try {
      await semMetricas.ready();
      expect(semMetricas.metricas.porta()).toBeNull();
    } finally {
      await semMetricas.close();
    }
  });
});
