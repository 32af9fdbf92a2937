/**
 * Requests per second of the portal's hottest answers against a bare Fastify 5 route serving the
 * same 27 states, measured side by side in one run with autocannon (50 connections; the load
 * runs in a worker thread so it does not share the servers' event loop). The portal is the real
 * app over HTTP, with the production log level (to a discarded stream) and the built web app.
 * PostgreSQL when BENCH_DATABASE_URL is set (in a throwaway schema), else an in-memory PGlite.
 * Not part of `npm test`: `npm run bench:http` (after `npm run build` for the public pages' rows).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { findRepoRoot } from '../src/infra/repo-root.ts';
import { apagarSchema } from './medicao.ts';
import { signedInCompanyUser } from '../test/fixtures.ts';
import { inserirPropostas, linhaProposta } from '../test/semeadura.ts';
import { solucaoPublicada } from '../test/fixtures-repositorio.ts';

const CONEXOES = 50;
const SEGUNDOS = Number(process.env.BENCH_SECONDS ?? 4);
// A shared 2-core machine drifts by tens of percent within a minute: every row is measured once
// per round, the bare route first, and each figure is the median of the rounds, each ratio the
// median of the ratios to that round's bare route.
const RODADAS = Number(process.env.BENCH_ROUNDS ?? 3);
// A company's list as the issue measured it: a company with a handful of solutions, and one
// with many (a consultancy entering solutions for several clients).
const SOLUCOES_DA_EMPRESA = 12;
const SOLUCOES_DA_EMPRESA_GRANDE = 200;
// The pages are asked for as a browser (or a CDN) does, accepting brotli: sent plain, 40 to 90 KB
// of HTML per answer make the load generator, on the same cores, the thing measured.
const NAVEGADOR = { 'accept-encoding': 'br, gzip, deflate' };

interface Medida {
  rps: number;
  p99: number;
}

async function medir(url: string, headers: Record<string, string> = {}): Promise<Medida> {
  const resultado = await autocannon({
    url,
    headers,
    connections: CONEXOES,
    duration: SEGUNDOS,
    workers: 1,
  });
  // A conditional request may be answered 304 (or 200 when the page changed, as before the
  // public version existed); any other row must be 2xx.
  const inesperadas = headers['if-none-match']
    ? resultado.non2xx - resultado['3xx']
    : resultado.non2xx;
  if (inesperadas > 0 || resultado.errors > 0) {
    throw new Error(`${url}: ${inesperadas} respostas inesperadas, ${resultado.errors} erros`);
  }
  if (headers['if-none-match'] && resultado['2xx'] > 0) {
    console.warn(`${url}: ${resultado['2xx']} de ${resultado.requests.total} sem 304`);
  }
  return { rps: resultado.requests.average, p99: resultado.latency.p99 };
}

const mediana = (valores: number[]) => {
  const ordenados = [...valores].sort((a, b) => a - b);
  const meio = Math.floor(ordenados.length / 2);
  return ordenados.length % 2 ? ordenados[meio]! : (ordenados[meio - 1]! + ordenados[meio]!) / 2;
};

const endereco = async (app: FastifyInstance) => app.listen({ port: 0, host: '127.0.0.1' });

async function main() {
  const { BENCH_DATABASE_URL } = process.env;
  const schema = BENCH_DATABASE_URL ? `bench_${randomBytes(4).toString('hex')}` : null;
  const webDist = join(findRepoRoot(), 'apps/web/dist');
  const descartar = new Writable({ write: (_chunk, _encoding, done) => done() });
  const portal = buildApp(
    {
      databaseUrl: BENCH_DATABASE_URL ?? 'memory://',
      databaseSchema: schema,
      logLevel: 'info',
      webDist,
    },
    { logStream: descartar },
  );
  const bare = Fastify();
  try {
    await portal.ready();
    const estados = (await portal.inject({ method: 'GET', url: '/api/utils/estados' })).json();
    bare.get('/api/utils/estados', async () => estados);
    // The same bytes as the portal's home, from a bare route: what sending a page costs on this
    // machine with no hook at all, the ceiling of the public pages' rows.
    let inicio: { corpo: Buffer; cabecalhos: Record<string, string> } | null = null;
    bare.get('/inicio', (_request, reply) => reply.headers(inicio!.cabecalhos).send(inicio!.corpo));
    const urlBare = await endereco(bare);
    const urlPortal = await endereco(portal);

    // Registered through the API (a real password, a real session), proposals written directly.
    const empresaCom = async (solucoes: number) => {
      const usuario = await signedInCompanyUser(portal);
      await inserirPropostas(
        portal.db,
        Array.from({ length: solucoes }, () =>
          linhaProposta({ usuarioId: usuario.id, empresaId: usuario.empresaId }),
        ),
      );
      return usuario;
    };
    const empresa = await empresaCom(SOLUCOES_DA_EMPRESA);
    const grande = await empresaCom(SOLUCOES_DA_EMPRESA_GRANDE);
    const sessao = { cookie: empresa.cookie };

    const linhas: [string, string, Record<string, string>][] = [
      ['Fastify puro: 27 estados', `${urlBare}/api/utils/estados`, {}],
      ['/api/utils/estados sem sessão', `${urlPortal}/api/utils/estados`, {}],
      ['/api/utils/estados com cookie de sessão', `${urlPortal}/api/utils/estados`, sessao],
      [
        `soluções da empresa (${SOLUCOES_DA_EMPRESA}, sessão verificada)`,
        `${urlPortal}/api/proposta/usuario/${empresa.id}`,
        sessao,
      ],
      [
        `soluções da empresa (${SOLUCOES_DA_EMPRESA_GRANDE}, sessão verificada)`,
        `${urlPortal}/api/proposta/usuario/${grande.id}`,
        { cookie: grande.cookie },
      ],
    ];
    // The public pages, rendered on the server from the web build's dist-ssr bundle and kept.
    if (existsSync(join(webDist, 'index.html'))) {
      const publicada = await solucaoPublicada(portal, empresa);
      for (const caminho of [
        '/',
        '/sobre',
        '/fornecedores',
        '/municipios',
        '/solutions',
        `/solutions/${publicada}`,
      ]) {
        const rotulo = caminho.startsWith('/solutions/') ? '/solutions/{id}' : caminho;
        linhas.push([`${rotulo} (página pública)`, `${urlPortal}${caminho}`, NAVEGADOR]);
      }
      // Every page rendered and kept before anything is measured, as on a server up for a
      // while; after the second in which the publication above reaches the public version.
      await new Promise((pronto) => setTimeout(pronto, 1_100));
      for (const [, url, headers] of linhas) await (await fetch(url, { headers })).arrayBuffer();
      const etag = (await fetch(`${urlPortal}/`, { headers: NAVEGADOR })).headers.get('etag')!;
      const pagina = await portal.inject({ method: 'GET', url: '/', headers: NAVEGADOR });
      inicio = {
        corpo: pagina.rawPayload,
        cabecalhos: {
          'content-type': String(pagina.headers['content-type']),
          'content-encoding': String(pagina.headers['content-encoding']),
        },
      };
      linhas.splice(1, 0, [
        'Fastify puro: os mesmos bytes de / (teto das páginas)',
        `${urlBare}/inicio`,
        NAVEGADOR,
      ]);
      linhas.push([
        '/ condicional (If-None-Match: 304)',
        `${urlPortal}/`,
        { ...NAVEGADOR, 'if-none-match': etag },
      ]);
    } else console.warn('Sem apps/web/dist: rode npm run build para medir as páginas públicas.');

    const rodadas: Medida[][] = [];
    for (let rodada = 1; rodada <= RODADAS; rodada++) {
      process.stdout.write(`rodada ${rodada} de ${RODADAS}…\n`);
      const medidas: Medida[] = [];
      for (const [, url, headers] of linhas) medidas.push(await medir(url, headers));
      rodadas.push(medidas);
    }
    console.log(
      `\n${BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (em memória)'}, ${CONEXOES} conexões, ` +
        `${RODADAS} rodadas de ${SEGUNDOS} s por linha, medianas, Node ${process.version}\n`,
    );
    console.log('| o quê | req/s | p99 | em relação ao Fastify puro |');
    console.log('|---|---:|---:|---:|');
    linhas.forEach(([rotulo], i) => {
      const rps = mediana(rodadas.map((r) => r[i]!.rps));
      const p99 = mediana(rodadas.map((r) => r[i]!.p99));
      const razao = mediana(rodadas.map((r) => r[i]!.rps / r[0]!.rps));
      console.log(
        `| ${rotulo} | ${Math.round(rps).toLocaleString('pt-BR')} | ${p99} ms | ` +
          `${(razao * 100).toFixed(0)} % |`,
      );
    });
  } finally {
    await bare.close();
    await portal.close();
    if (BENCH_DATABASE_URL && schema) await apagarSchema(BENCH_DATABASE_URL, schema);
  }
}

await main();
