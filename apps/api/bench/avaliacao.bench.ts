/**
 * The staff table with the technical evaluation at the size of a busy call: 10,000 solutions of
 * 1,000 companies, each with 3 of 6 evaluators assigned and 3 submitted evaluations (a third of
 * them short of one, so "pendentes" is not empty), written in bulk SQL with their summary lines.
 * Each call is measured ~20 times through the real app (inject) as an administrator, next to
 * today's analysis list, and the ratio to that list is printed. Runs on an in-memory PGlite and,
 * with BENCH_DATABASE_URL, on PostgreSQL. Not part of `npm test`: `npm run bench:avaliacao -w apps/api`.
 */
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { consolidar, RUBRICA_PADRAO, STATUS_PROPOSTA } from '@portal/domain';
import { buildApp } from '../src/app.ts';
import { empresa, usuario } from '../src/infra/db/schema.ts';
import { atribuicao, avaliacao, avaliacaoResumo } from '../src/infra/db/schema-avaliacao.ts';
import { injectAs } from '../test/fixtures.ts';
import {
  adminDeTeste,
  signedInAdmin,
  signedInStaff,
  type MembroComSessao,
} from '../test/fixtures-equipe.ts';
import {
  aleatorio,
  destinoAleatorio,
  inserirEmLotes,
  inserirPropostas,
  linhaEmpresa,
  linhaProposta,
  linhaUsuario,
} from '../test/semeadura.ts';
import { emCadaBanco, percentil } from './medicao.ts';

const EMPRESAS = 1_000;
const PROPOSTAS = 10_000;
const AVALIADORES = 6;
const POR_SOLUCAO = 3;
const EXECUCOES = 20;

async function semear(app: FastifyInstance, avaliadores: readonly MembroComSessao[]) {
  const rng = aleatorio(20250313);
  const agora = new Date();
  const empresas = Array.from({ length: EMPRESAS }, (_, i) =>
    linhaEmpresa({ nomeOficial: `Empresa ${i} Ltda` }),
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
  const propostas = Array.from({ length: PROPOSTAS }, () => {
    const i = rng.inteiro(0, EMPRESAS - 1);
    return linhaProposta(
      { usuarioId: usuarios[i]!.id, empresaId: empresas[i]!.id! },
      {
        ...destinoAleatorio(rng),
        statusPropostaId: STATUS_PROPOSTA.EM_AVALIACAO,
        dataHoraEnvioPdf: new Date(agora.getTime() - rng.inteiro(1, 5_000) * 3_600_000),
      },
    );
  });
  await inserirPropostas(app.db, propostas);
  // The rubric's first version exists once someone reads it.
  await injectAs(app, avaliadores[0]!, { method: 'GET', url: '/api/avaliacao/rubrica' });

  const atribuicoes: (typeof atribuicao.$inferInsert)[] = [];
  const avaliacoes: (typeof avaliacao.$inferInsert)[] = [];
  const resumos: (typeof avaliacaoResumo.$inferInsert)[] = [];
  for (const proposta of propostas) {
    const escolhidos = [...avaliadores].sort(() => rng.numero() - 0.5).slice(0, POR_SOLUCAO);
    const enviados = rng.numero() < 1 / 3 ? escolhidos.slice(1) : escolhidos;
    const notas: number[] = [];
    for (const avaliador of escolhidos) {
      atribuicoes.push({
        id: randomUUID(),
        propostaId: proposta.id!,
        avaliadorId: avaliador.id,
        atribuidaPor: avaliadores[0]!.id,
        atribuidaEm: agora,
        semConflitoEm: agora,
      });
    }
    for (const avaliador of enviados) {
      const nota = rng.inteiro(0, 5);
      notas.push(nota * 2);
      avaliacoes.push({
        id: randomUUID(),
        propostaId: proposta.id!,
        avaliadorId: avaliador.id,
        versao: 1,
        rubricaVersao: 1,
        notas: Object.fromEntries(
          RUBRICA_PADRAO.map((c) => [c.codigo, { nota, justificativa: 'Ok' }]),
        ),
        recomendacao: 'aprovar',
        fundamentacao: 'Ok',
        notaFinal: nota * 2,
        criadaEm: agora,
        atualizadaEm: agora,
        enviadaEm: agora,
      });
    }
    const consolidacao = consolidar(notas, 0)!;
    resumos.push({
      propostaId: proposta.id!,
      atribuidas: escolhidos.length,
      enviadas: enviados.length,
      media: consolidacao.media,
      amplitude: consolidacao.amplitude,
    });
  }
  await inserirEmLotes(app.db, atribuicao, atribuicoes);
  await inserirEmLotes(app.db, avaliacao, avaliacoes);
  await inserirEmLotes(app.db, avaliacaoResumo, resumos);
}

async function medir(rotulo: string, databaseUrl: string, databaseSchema: string | null) {
  const admin = adminDeTeste();
  const app = buildApp({
    databaseUrl,
    databaseSchema,
    logLevel: 'silent',
    admin,
    webDist: join(tmpdir(), 'portal-bench-sem-build'),
  });
  await app.ready();
  try {
    const administrador = await signedInAdmin(app, admin);
    const analistas = await Promise.all(
      Array.from({ length: AVALIADORES - 1 }, () => signedInStaff(app, 4)),
    );
    const avaliadores = [administrador, ...analistas];
    const inicio = performance.now();
    await semear(app, avaliadores);
    // PostgreSQL's autovacuum analyses tables this size within a minute of such a load; PGlite
    // has no autovacuum, so it is measured as it runs: without statistics.
    if (databaseUrl.startsWith('postgres')) await app.db.execute(sql`analyze`);
    console.log(`\n${rotulo}: semeadura em ${((performance.now() - inicio) / 1000).toFixed(1)} s`);
    const um = analistas[0]!;
    const chamadas: [string, MembroComSessao, string][] = [
      ['analise de hoje: 1ª página padrão', administrador, '/api/proposta/analise'],
      ['ordenada pela nota', administrador, '/api/proposta/analise?ordem=nota&direcao=desc'],
      [
        'ordenada pela nota, filtrada por avaliador',
        administrador,
        `/api/proposta/analise?ordem=nota&direcao=desc&avaliador=${um.id}`,
      ],
      ['filtrada: pendentes', administrador, '/api/proposta/analise?avaliacao=pendentes'],
      ['filtrada por eixo', administrador, '/api/proposta/analise?eixo=2'],
      // A prefix of a thousand titles ("Solução 12…"), the search a staff member types.
      [
        'busca no título',
        administrador,
        `/api/proposta/analise?busca=${encodeURIComponent('Solução 12')}`,
      ],
      ['analista: 1ª página (nota por linha)', um, '/api/proposta/analise'],
      ['analista: minhas avaliações (~5.000)', um, '/api/avaliacao/minhas?situacao=pendentes'],
    ];
    const tabela: Record<string, Record<string, string>> = {};
    let base = 0;
    for (const [nome, membro, url] of chamadas) {
      const tempos: number[] = [];
      for (let i = 0; i <= EXECUCOES; i++) {
        const antes = performance.now();
        const response = await injectAs(app, membro, { method: 'GET', url });
        if (response.statusCode !== 200)
          throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        if (i > 0) tempos.push(performance.now() - antes); // the first run warms caches and JIT
      }
      const mediana = percentil(tempos, 50);
      if (base === 0) base = mediana;
      tabela[nome] = {
        mediana: `${mediana.toFixed(1)} ms`,
        p95: `${percentil(tempos, 95).toFixed(1)} ms`,
        'x analise de hoje': (mediana / base).toFixed(2),
      };
    }
    console.table(tabela);
  } finally {
    await app.close();
  }
}

await emCadaBanco(medir);
