import { stat, utimes, writeFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STATUS_PROPOSTA } from '@portal/domain';
import { FakeClock } from '../../infra/clock.ts';
import { CAMINHOS_SITEMAP } from '../seo/paginas.ts';
import { injectAs, signedInCompanyUser } from '../../../test/fixtures.ts';
import { criarProposta, definirStatus, novaProposta } from '../../../test/fixtures-proposta.ts';
import {
  adminDeTeste,
  signedInAdmin,
  type MembroComSessao,
} from '../../../test/fixtures-equipe.ts';
import { definirCalendario, INSTANTES } from '../../../test/fixtures-calendario.ts';
import { buildWebFalso } from '../../../test/build-web-falso.ts';
import { buildTestApp } from '../../../test/helper.ts';

/**
 * A stand-in for the web build's dist-ssr/entry-server.js with the same contract: it reads the
 * privacy notice through the transport it is given, as the real page does, and counts renders.
 */
const moduloFalso = (versao: string) => `
globalThis.renderizacoes = globalThis.renderizacoes ?? 0;
export const rotaExiste = () => true;
export async function renderizarPagina(url, origem, transporte) {
  if (new URL(url).pathname === '/quebrada') throw new Error('falha de teste');
  globalThis.renderizacoes += 1;
  const resposta = await transporte('/api/privacidade', { method: 'GET' });
  const { encarregado } = await resposta.json();
  return {
    html: '<h1>' + '${versao}' + ' ' + encarregado.nome + ' ' + origem + '</h1>',
    estado: '<script type="application/json" id="estado-inicial">{}</script>',
  };
}`;

/** A page that shows only the call's phase, as the home page's banner does. */
const MODULO_DA_FASE = `
export const rotaExiste = () => true;
export async function renderizarPagina(url, origem, transporte) {
  const { fase } = await (await transporte('/api/calendario', { method: 'GET' })).json();
  return { html: '<h1>' + fase + '</h1>', estado: '' };
}`;

const renderizacoes = () => (globalThis as { renderizacoes?: number }).renderizacoes ?? 0;

const CONTATO = {
  controladorNome: 'Secretaria de Desenvolvimento Econômico',
  controladorContato: 'Rua Boa Vista, 170 — São Paulo/SP',
  encarregadoNome: 'Beatriz Encarregada',
  encarregadoEmail: 'beatriz@sde.sp.gov.br',
  encarregadoTelefone: '(11) 3218-5500',
};

describe('páginas públicas renderizadas no servidor', () => {
  const ADMIN = adminDeTeste();
  const clock = new FakeClock();
  let app: FastifyInstance;
  let admin: MembroComSessao;
  let entrada: string;

  beforeAll(async () => {
    const build = await buildWebFalso(moduloFalso('v1'));
    entrada = build.entrada;
    app = await buildTestApp({ webDist: build.webDist, admin: ADMIN }, { clock });
    admin = await signedInAdmin(app, ADMIN);
  });
  afterAll(() => app.close());

  const pagina = (url: string) =>
    app.inject({ method: 'GET', url, headers: { host: 'portal.sp' } });

  it('a página pública chega com o conteúdo e o estado; a área restrita, com a raiz vazia', async () => {
    const publica = await pagina('/privacidade');
    expect(publica.statusCode).toBe(200);
    expect(publica.body).toMatch(
      /<div id="root"><h1>v1 .+ http:\/\/portal\.sp<\/h1><\/div><script type="application\/json" id="estado-inicial">/,
    );
    const restrita = await pagina('/painel');
    expect(restrita.body).toContain('<div id="root"></div>');
    expect(restrita.body).not.toContain('estado-inicial');
  });

  it('guarda a página enquanto a versão pública é a mesma; uma mudança a renderiza de novo', async () => {
    await pagina('/sobre');
    const antes = renderizacoes();
    for (let i = 0; i < 3; i++) expect((await pagina('/sobre')).body).toContain('<h1>v1');
    expect(renderizacoes()).toBe(antes);

    const salvo = await injectAs(app, admin, {
      method: 'PUT',
      url: '/api/privacidade/contato',
      payload: CONTATO,
    });
    expect(salvo.statusCode).toBe(200);
    expect((await pagina('/sobre')).body).toContain('<h1>v1 Beatriz Encarregada');
    expect(renderizacoes()).toBe(antes + 1);
  });

  it('uma nova compilação do front-end troca o módulo sem reiniciar o servidor', async () => {
    await writeFile(entrada, moduloFalso('v2'));
    // Told apart by its modification time; set one that surely differs.
    const { mtime } = await stat(entrada);
    await utimes(entrada, mtime, new Date(mtime.getTime() + 60_000));
    // The bundle is looked at again only every two seconds of the server's clock.
    clock.advance(2_000);
    expect((await pagina('/sobre')).body).toContain('<h1>v2 Beatriz Encarregada');
  });

  it('uma falha ao renderizar entrega a página vazia, que o navegador renderiza: nunca um 500', async () => {
    // /quebrada is no public page: ask for a public one whose render throws.
    await writeFile(entrada, moduloFalso('v3').replace("'/quebrada'", "'/municipios'"));
    const { mtime } = await stat(entrada);
    await utimes(entrada, mtime, new Date(mtime.getTime() + 120_000));
    clock.advance(2_000);
    const resposta = await pagina('/municipios');
    expect(resposta.statusCode).toBe(200);
    expect(resposta.body).toContain('<div id="root"></div>');
  });

  it('a fase do calendário que vira sem escrita nenhuma renderiza a página de novo', async () => {
    await writeFile(entrada, MODULO_DA_FASE);
    const { mtime } = await stat(entrada);
    await utimes(entrada, mtime, new Date(mtime.getTime() + 180_000));
    clock.set(INSTANTES.antesDaAbertura);
    await definirCalendario(app, admin);
    expect((await pagina('/fornecedores')).body).toContain('<h1>nao-aberta</h1>');
    expect((await pagina('/fornecedores')).body).toContain('<h1>nao-aberta</h1>');
    // The opening passes: no write bumps the version, the page's own instant does.
    clock.set(INSTANTES.aberta);
    expect((await pagina('/fornecedores')).body).toContain('<h1>aberta</h1>');
  });

  it('páginas renderizadas ao mesmo tempo: cada uma que leu o calendário vira com a fase', async () => {
    // /fornecedores and /municipios show the phase; /sobre reads only the privacy notice, twice,
    // so the three renders are under way together, whichever starts first.
    await writeFile(
      entrada,
      MODULO_DA_FASE.replace(
        'export async function renderizarPagina(url, origem, transporte) {',
        `export async function renderizarPagina(url, origem, transporte) {
          if (new URL(url).pathname === '/sobre') {
            await transporte('/api/privacidade', { method: 'GET' });
            await transporte('/api/privacidade', { method: 'GET' });
            return { html: '<h1>sobre</h1>', estado: '' };
          }`,
      ),
    );
    const { mtime } = await stat(entrada);
    await utimes(entrada, mtime, new Date(mtime.getTime() + 240_000));
    clock.set(INSTANTES.antesDaAbertura);
    const paginas = await Promise.all(['/fornecedores', '/sobre', '/municipios'].map(pagina));
    expect(paginas.map((resposta) => resposta.body.match(/<h1>(.*)<\/h1>/)?.[1])).toEqual([
      'nao-aberta',
      'sobre',
      'nao-aberta',
    ]);
    clock.set(INSTANTES.aberta);
    expect((await pagina('/fornecedores')).body).toContain('<h1>aberta</h1>');
    expect((await pagina('/municipios')).body).toContain('<h1>aberta</h1>');
  });
});

describe('páginas públicas preparadas antes do primeiro visitante', () => {
  let app: FastifyInstance;
  let empresa: Awaited<ReturnType<typeof signedInCompanyUser>>;
  let id: string;

  beforeAll(async () => {
    const { webDist } = await buildWebFalso(moduloFalso('preparada'));
    app = await buildTestApp({ webDist, publicUrl: 'http://portal.sp' });
    empresa = await signedInCompanyUser(app);
    id = await criarProposta(app, empresa, novaProposta({ titulo: 'Semáforo inteligente' }));
    await definirStatus(app, id, STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL);
  });
  afterAll(() => app.close());

  it('renderiza as páginas do sitemap para o endereço público: a primeira visita já as encontra', async () => {
    const antes = renderizacoes();
    const paginas = await app.aquecerPaginasPublicas();
    expect(paginas).toBe(CAMINHOS_SITEMAP.length + 1);
    expect(renderizacoes() - antes).toBe(paginas);
    for (const url of ['/', '/fornecedores', `/solutions/${id}`]) {
      const resposta = await app.inject({ method: 'GET', url, headers: { host: 'portal.sp' } });
      expect(resposta.statusCode, url).toBe(200);
      expect(resposta.body, url).toContain('<h1>preparada');
    }
    // Once more, it finds them all kept.
    expect(await app.aquecerPaginasPublicas()).toBe(paginas);
    expect(renderizacoes() - antes).toBe(paginas);
  });

  const pedir = (url: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url,
      headers: { host: 'portal.sp', 'accept-encoding': 'br, gzip', ...headers },
    });

  it('a página guardada responde antes dos ganchos da API, com a resposta do caminho inteiro', async () => {
    const antecipada = vi.spyOn(app, 'servirPaginaGuardada');
    const cedo = await pedir('/fornecedores');
    expect(antecipada).toHaveLastReturnedWith(true);
    // The same request made to go the whole way (hooks, route, handler).
    antecipada.mockReturnValueOnce(false);
    const inteira = await pedir('/fornecedores');
    // What differs per request: its id and the second it was answered in.
    const comparaveis = ({ headers }: typeof cedo) => ({
      ...headers,
      'x-request-id': typeof headers['x-request-id'],
      date: typeof headers.date,
    });
    expect(comparaveis(cedo)).toEqual(comparaveis(inteira));
    expect(cedo.rawPayload.equals(inteira.rawPayload)).toBe(true);
    expect(comparaveis(cedo)).toMatchObject({
      'x-request-id': 'string',
      'content-encoding': 'br',
      'cache-control': 'public, max-age=0, must-revalidate, s-maxage=60',
      'content-security-policy': expect.stringContaining("default-src 'self'"),
    });

    const naoMudou = await pedir('/fornecedores', { 'if-none-match': String(cedo.headers.etag) });
    expect(naoMudou.statusCode).toBe(304);
    expect(antecipada).toHaveLastReturnedWith(true);
    // A session's answer is never one a shared cache may keep, early or not.
    const comSessao = await pedir('/fornecedores', { cookie: empresa.cookie });
    expect(comSessao.headers['cache-control']).toBe('private, no-cache');
    expect(antecipada).toHaveLastReturnedWith(true);
    antecipada.mockRestore();
  });

  it('uma publicação tira a página guardada do caminho curto assim que a versão chega', async () => {
    const antecipada = vi.spyOn(app, 'servirPaginaGuardada');
    await pedir('/');
    expect(antecipada).toHaveLastReturnedWith(true);
    const outra = await criarProposta(app, empresa, novaProposta({ titulo: 'Iluminação pública' }));
    await definirStatus(app, outra, STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL);
    await app.versaoPublica.atualizar();
    const antes = renderizacoes();
    expect((await pedir('/')).statusCode).toBe(200);
    expect(antecipada).toHaveLastReturnedWith(false);
    expect(renderizacoes()).toBe(antes + 1);
    // Rendered again and kept: the next view is early again.
    await pedir('/');
    expect(antecipada).toHaveLastReturnedWith(true);
    antecipada.mockRestore();
  });
});
