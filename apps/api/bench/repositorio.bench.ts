/**
 * How the public catalogue answers at the size the call aims for: 10,000 published solutions
 * (and 2,000 more under evaluation, which the catalogue must skip) from 1,000 companies, with
 * Portuguese titles, descriptions and keywords, half of them with a photo, written in bulk SQL.
 * Each call is measured 30 times through the real app (inject), anonymously; the searches aim
 * at a median of 50 ms on PostgreSQL (docs/decisions/047). Runs on a fresh
 * in-memory PGlite and, with BENCH_DATABASE_URL, on PostgreSQL in a throwaway schema. Not part
 * of `npm test`: `npm run bench:repositorio -w apps/api`.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CONTEXTO_ARQUIVO, STATUS_PROPOSTA } from '@portal/domain';
import { buildApp } from '../src/app.ts';
import { emCadaBanco, percentil } from './medicao.ts';
import { arquivo, empresa, usuario } from '../src/infra/db/schema.ts';
import {
  aleatorio,
  destinoAleatorio,
  inserirEmLotes,
  inserirPropostas,
  linhaEmpresa,
  linhaProposta,
  linhaUsuario,
} from '../test/semeadura.ts';

const EMPRESAS = 1_000;
const PUBLICADAS = 10_000;
const EM_AVALIACAO = 2_000;
const EXECUCOES = 30;
const DIA_MS = 24 * 60 * 60 * 1000;

const TECNOLOGIAS = [
  'Plataforma',
  'Sensores',
  'Câmeras',
  'Painéis',
  'Aplicativo',
  'Rede',
  'Drones',
];
const ADJETIVOS = ['inteligentes', 'conectados', 'autônomos', 'solares', 'integrados', 'públicos'];
const TEMAS = [
  'iluminação pública',
  'semáforos',
  'ônibus elétricos',
  'coleta de resíduos',
  'gestão de enchentes',
  'segurança em praças',
  'estacionamento rotativo',
  'bilhetagem eletrônica',
  'eficiência energética',
  'saúde e emergência',
];
const VERBOS = ['reduz', 'monitora', 'otimiza', 'integra', 'antecipa', 'automatiza'];
const OBJETOS = [
  'o consumo de energia',
  'o tráfego',
  'as ocorrências',
  'a manutenção',
  'os custos',
];
const PALAVRAS = ['IoT', 'nuvem', 'mobilidade', 'sustentabilidade', 'dados abertos', 'LED', '5G'];

async function semear(app: FastifyInstance) {
  const rng = aleatorio(20250601);
  const agora = Date.now();
  const empresas = Array.from({ length: EMPRESAS }, (_, i) =>
    linhaEmpresa({ nomeFantasia: `${rng.item(TECNOLOGIAS)} ${rng.item(ADJETIVOS)} ${i}` }),
  );
  const usuarios = empresas.map((e) => linhaUsuario(e.id!));
  await app.db.transaction(async (tx) => {
    await inserirEmLotes(
      tx,
      empresa,
      empresas.map((e, i) => ({ ...e, usuarioId: usuarios[i]!.id })),
    );
    await inserirEmLotes(tx, usuario, usuarios);
  });
  const propostas = Array.from({ length: PUBLICADAS + EM_AVALIACAO }, (_, n) => {
    const i = rng.inteiro(0, EMPRESAS - 1);
    const tema = rng.item(TEMAS);
    const publicada = n < PUBLICADAS;
    return linhaProposta(
      { usuarioId: usuarios[i]!.id, empresaId: empresas[i]!.id! },
      {
        titulo: `${rng.item(TECNOLOGIAS)} ${rng.item(ADJETIVOS)} para ${tema} ${n}`,
        descricao: `Solução que ${rng.item(VERBOS)} ${rng.item(OBJETOS)} em ${tema}, com ${rng.item(TECNOLOGIAS).toLowerCase()} ${rng.item(ADJETIVOS)} e relatórios para a gestão municipal.`,
        keyWords: [rng.item(PALAVRAS), rng.item(PALAVRAS), tema],
        ...destinoAleatorio(rng),
        statusPropostaId: publicada ? STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL : rng.inteiro(2, 9),
        dataCadastro: new Date(agora - rng.inteiro(30, 400) * DIA_MS),
        publicadaEm: publicada ? new Date(agora - rng.inteiro(0, 365 * 24) * 3600_000) : null,
      },
    );
  });
  await inserirPropostas(app.db, propostas);
  // A photo's row for half of the solutions: the cards look it up; its bytes are never read.
  await inserirEmLotes(
    app.db,
    arquivo,
    propostas
      .filter((_, n) => n % 2 === 0)
      .map((p) => ({
        id: randomUUID(),
        nomeOriginal: 'foto.png',
        tipoDoArquivo: 5,
        tipo: 'image/png',
        tamanho: 1024,
        contexto: CONTEXTO_ARQUIVO.FOTOS,
        propostaId: p.id!,
      })),
    1000,
  );
  return propostas[0]!.id!;
}

const chamadas = (detalheId: string): [string, string][] => [
  ['catálogo: 1ª página, sem filtro', '/api/solucoes'],
  ['busca: uma palavra (semaforos)', '/api/solucoes?busca=semaforos'],
  [
    'busca: duas palavras com acento + eixo',
    `/api/solucoes?busca=${encodeURIComponent('iluminação pública')}&eixo=2`,
  ],
  ['busca: erro de digitação (semafro)', '/api/solucoes?busca=semafro'],
  [
    'busca: frase e exclusão',
    `/api/solucoes?busca=${encodeURIComponent('"coleta de resíduos" -solares')}`,
  ],
  ['busca + SaaS + suporte no Brasil', '/api/solucoes?busca=sensores&saas=sim&suporteNoBrasil=sim'],
  ['página profunda (400 de 834)', '/api/solucoes?pagina=400'],
  ['capacidade, 48 por página', '/api/solucoes?capacidade=24&tamanho=48'],
  ['detalhe de uma solução', `/api/solucoes/${detalheId}`],
  ['página /solutions/:id (SEO)', `/solutions/${detalheId}`],
  ['dados abertos JSON (10.000)', '/api/solucoes/dados-abertos.json'],
];

async function medir(rotulo: string, databaseUrl: string, databaseSchema: string | null) {
  // A stand-in build, so the page of a solution goes through its lookup and tag injection.
  const webDist = await mkdtemp(join(tmpdir(), 'portal-bench-'));
  await writeFile(join(webDist, 'index.html'), '<html><head><title>x</title></head></html>');
  const app = buildApp({ databaseUrl, databaseSchema, logLevel: 'silent', webDist });
  await app.ready();
  try {
    const inicio = performance.now();
    const detalheId = await semear(app);
    // PostgreSQL's autovacuum analyses a table this size within a minute; PGlite has no
    // autovacuum, so it is measured as it runs: without statistics.
    if (databaseUrl.startsWith('postgres')) await app.db.execute(sql`analyze`);
    console.log(`\n${rotulo}: semeadura em ${((performance.now() - inicio) / 1000).toFixed(1)} s`);
    const tabela: Record<string, Record<string, string>> = {};
    for (const [nome, url] of chamadas(detalheId)) {
      const tempos: number[] = [];
      let total = '';
      for (let i = 0; i <= EXECUCOES; i++) {
        // Each run is the first visitor after a publication: a new public version, so the
        // search is the database's and not the answer the instance keeps (memoria-por-versao).
        await app.db.execute(sql`select paginas_publicas_mudaram()`);
        await app.versaoPublica.atualizar();
        const antes = performance.now();
        // One address per run: the open data's rate limit is per client, and this is many.
        const remoteAddress = `10.0.0.${i + 1}`;
        const response = await app.inject({ method: 'GET', url, remoteAddress });
        if (response.statusCode !== 200)
          throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        if (i > 0) tempos.push(performance.now() - antes); // the first run warms caches and JIT
        if (/^\/api\/solucoes(\?|$)/.test(url)) total = String(response.json().total);
      }
      const ms = (valor: number) => `${valor.toFixed(1)} ms`;
      tabela[nome] = { mediana: ms(percentil(tempos, 50)), p95: ms(percentil(tempos, 95)), total };
    }
    console.table(tabela);
  } finally {
    await app.close();
  }
}

await emCadaBanco(medir);
