/**
 * How the institute area's reads behave at the size of a busy call: 2,000 companies (each with a
 * user and a phone) and 10,000 solutions with random axes, capabilities, statuses and dates,
 * written in bulk SQL. Each call is measured ~20 times through the real app (inject) with an
 * analyst's cookie. Runs on a fresh in-memory PGlite and, with BENCH_DATABASE_URL, on PostgreSQL
 * in a throwaway schema. Not part of `npm test`: `npm run bench:equipe -w apps/api`.
 */
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { STATUS_PROPOSTA_LISTA } from '@portal/domain';
import { buildApp } from '../src/app.ts';
import { emCadaBanco, percentil } from './medicao.ts';
import { empresa, telefone, usuario } from '../src/infra/db/schema.ts';
import { injectAs } from '../test/fixtures.ts';
import { signedInStaff } from '../test/fixtures-equipe.ts';
import {
  aleatorio,
  destinoAleatorio,
  inserirEmLotes,
  inserirPropostas,
  linhaEmpresa,
  linhaProposta,
  linhaUsuario,
} from '../test/semeadura.ts';

const EMPRESAS = 2_000;
const PROPOSTAS = 10_000;
const EXECUCOES = 20;
const DIA_MS = 24 * 60 * 60 * 1000;
const PALAVRAS = ['Águas', 'Bairro', 'Cidade', 'Dados', 'Energia', 'Fluxo', 'Ônibus', 'Sensor'];

async function semear(app: FastifyInstance) {
  const rng = aleatorio(20250301);
  const agora = Date.now();
  const empresas = Array.from({ length: EMPRESAS }, (_, i) =>
    linhaEmpresa({
      nomeOficial: `${rng.item(PALAVRAS)} ${rng.item(PALAVRAS)} Tecnologia ${i} Ltda`,
      nomeFantasia: `${rng.item(PALAVRAS)} ${i}`,
      dataCadastro: new Date(agora - rng.inteiro(0, 365) * DIA_MS),
    }),
  );
  const usuarios = empresas.map((e) => linhaUsuario(e.id!, { nome: `Contato ${e.nomeFantasia}` }));
  await app.db.transaction(async (tx) => {
    await inserirEmLotes(
      tx,
      empresa,
      empresas.map((e, i) => ({ ...e, usuarioId: usuarios[i]!.id })),
    );
    await inserirEmLotes(tx, usuario, usuarios);
  });
  await inserirEmLotes(
    app.db,
    telefone,
    usuarios.map((u) => ({
      id: randomUUID(),
      usuarioId: u.id,
      ddd: '11',
      numero: String(rng.inteiro(900_000_000, 999_999_999)),
      tipoTelefone: 1,
    })),
  );
  const propostas = Array.from({ length: PROPOSTAS }, () => {
    const i = rng.inteiro(0, EMPRESAS - 1);
    const dataCadastro = new Date(agora - rng.inteiro(0, 365 * 24) * 60 * 60 * 1000);
    const enviada = rng.numero() < 0.6;
    return linhaProposta(
      { usuarioId: usuarios[i]!.id, empresaId: empresas[i]!.id! },
      {
        titulo: `${rng.item(PALAVRAS)} inteligente para ${rng.item(PALAVRAS).toLowerCase()} ${rng.inteiro(1, 9999)}`,
        ...destinoAleatorio(rng),
        statusPropostaId: enviada ? rng.item(STATUS_PROPOSTA_LISTA).id : 1,
        dataCadastro,
        dataHoraEnvioPdf: enviada
          ? new Date(dataCadastro.getTime() + rng.inteiro(1, 72) * 3600_000)
          : null,
      },
    );
  });
  await inserirPropostas(app.db, propostas);
}

const CHAMADAS: [string, string][] = [
  ['analise: 1ª página padrão', '/api/proposta/analise'],
  [
    'analise: filtrada e ordenada',
    '/api/proposta/analise?status=2,3,5&eixo=3&empresa=cidade&ordem=nomeOficialEmpresa&direcao=asc',
  ],
  ['analise: ordenada por empresa', '/api/proposta/analise?ordem=nomeOficialEmpresa'],
  ['analise: busca no título', '/api/proposta/analise?busca=energia&ordem=tituloProposta'],
  ['analise: busca em português', '/api/proposta/analise?busca=sensores%20inteligentes'],
  ['analise: página profunda (150 de 200)', '/api/proposta/analise?pagina=150'],
  ['estatisticas', '/api/proposta/estatisticas'],
  [
    'estatisticas/semana-comulativo (1 ano)',
    '/api/proposta/estatisticas/semana-comulativo/2025-01-01/2025-12-31',
  ],
  ['empresa-contato (2.000 empresas)', '/api/cadastro/empresa-contato'],
];

async function medir(rotulo: string, databaseUrl: string, databaseSchema: string | null) {
  const app = buildApp({
    databaseUrl,
    databaseSchema,
    logLevel: 'silent',
    webDist: join(tmpdir(), 'portal-bench-sem-build'),
  });
  await app.ready();
  try {
    const inicio = performance.now();
    await semear(app);
    console.log(`\n${rotulo}: semeadura em ${((performance.now() - inicio) / 1000).toFixed(1)} s`);
    const analista = await signedInStaff(app, 4);
    const tabela: Record<string, Record<string, string>> = {};
    for (const [nome, url] of CHAMADAS) {
      const tempos: number[] = [];
      for (let i = 0; i <= EXECUCOES; i++) {
        const antes = performance.now();
        const response = await injectAs(app, analista, { method: 'GET', url });
        if (response.statusCode !== 200)
          throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        if (i > 0) tempos.push(performance.now() - antes); // the first run warms caches and JIT
      }
      const ms = (valor: number) => `${valor.toFixed(1)} ms`;
      tabela[nome] = { mediana: ms(percentil(tempos, 50)), p95: ms(percentil(tempos, 95)) };
    }
    console.table(tabela);
  } finally {
    await app.close();
  }
}

await emCadaBanco(medir);
