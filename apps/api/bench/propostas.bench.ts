/**
 * How long the two heavy things a company does take, measured through the real app (every
 * plugin and route, via inject): generating the PDF of a maximal proposal, from the request to
 * status 7, and saving a proposal with ten 2 MiB attachments sent one at a time as the form does.
 * Runs on a fresh in-memory PGlite and, with BENCH_DATABASE_URL, on PostgreSQL in a throwaway
 * schema. Not part of `npm test`: `npm run bench -w apps/api`.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CATEGORIAS_ANEXO } from '@portal/domain';
import { buildApp } from '../src/app.ts';
import { emCadaBanco, percentil } from './medicao.ts';
import { injectAs, signedInCompanyUser } from '../test/fixtures.ts';
import {
  criarProposta,
  enviarArquivo,
  novaProposta,
  PDF,
  pdfDeTamanho,
  propostaMaxima,
} from '../test/fixtures-proposta.ts';

const EXECUCOES_PDF = 10;
const EXECUCOES_ENVIO = 3;
const DOIS_MIB = 2 * 1024 * 1024;

type Sessao = Awaited<ReturnType<typeof signedInCompanyUser>>;

async function exigir(response: { statusCode: number; body: string }, esperado = 200) {
  if (response.statusCode !== esperado) throw new Error(`${response.statusCode} ${response.body}`);
}

/** Request → poll until 7, as the client does (it polls every second; here every 5 ms). */
async function medirPdf(app: FastifyInstance, sessao: Sessao, id: string): Promise<number> {
  const inicio = performance.now();
  await exigir(await injectAs(app, sessao, { method: 'GET', url: `/api/proposta/gerapdf/${id}` }));
  for (;;) {
    const url = `/api/proposta/statusgeracaopdf/${id}`;
    const { status } = (await injectAs(app, sessao, { method: 'GET', url })).json();
    if (status === 7) return performance.now() - inicio;
    if (status !== 1) throw new Error(`geração falhou: status ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function medirEnvio(app: FastifyInstance, sessao: Sessao) {
  const arquivo = pdfDeTamanho(DOIS_MIB);
  const inicio = performance.now();
  const id = await criarProposta(app, sessao, novaProposta());
  const porArquivo: number[] = [];
  for (let i = 1; i <= 10; i++) {
    const antes = performance.now();
    await exigir(await enviarArquivo(app, sessao, id, 'fotos', arquivo, `foto-${i}.pdf`));
    porArquivo.push(performance.now() - antes);
  }
  return { total: performance.now() - inicio, porArquivo };
}

async function medir(rotulo: string, databaseUrl: string, databaseSchema: string | null) {
  const app = buildApp({
    databaseUrl,
    databaseSchema,
    logLevel: 'silent',
    webDist: join(tmpdir(), 'portal-bench-sem-build'),
  });
  await app.ready();
  try {
    const sessao = await signedInCompanyUser(app);
    // The maximal proposal of the renderer's fixture: every field full, ten files per category.
    const maxima = await criarProposta(app, sessao, propostaMaxima());
    for (const categoria of CATEGORIAS_ANEXO) {
      for (let i = 1; i <= 10; i++) {
        const nome = `relatório-técnico-de-implementação-e-validação-${categoria.contexto}-${i}.pdf`;
        await exigir(await enviarArquivo(app, sessao, maxima, categoria.caminho, PDF, nome));
      }
    }
    await medirPdf(app, sessao, maxima); // warm-up: fonts, JIT
    const pdf: number[] = [];
    for (let i = 0; i < EXECUCOES_PDF; i++) pdf.push(await medirPdf(app, sessao, maxima));

    const envios = [];
    for (let i = 0; i < EXECUCOES_ENVIO; i++) envios.push(await medirEnvio(app, sessao));
    const totais = envios.map((e) => e.total);
    const porArquivo = envios.flatMap((e) => e.porArquivo);

    const ms = (valor: number) => `${valor.toFixed(0)} ms`;
    console.log(`\n${rotulo}`);
    console.table({
      [`PDF da proposta máxima (${EXECUCOES_PDF}×)`]: {
        mediana: ms(percentil(pdf, 50)),
        p95: ms(percentil(pdf, 95)),
        máximo: ms(Math.max(...pdf)),
        // The client gives up at 15 s (spec §9): the p95's share of that budget.
        'p95 / 15 s do cliente': `${((percentil(pdf, 95) / 15_000) * 100).toFixed(1)} %`,
      },
      [`Proposta + 10 anexos de 2 MiB (${EXECUCOES_ENVIO}×)`]: {
        mediana: ms(percentil(totais, 50)),
        p95: ms(percentil(totais, 95)),
        máximo: ms(Math.max(...totais)),
      },
      'por arquivo de 2 MiB': {
        mediana: ms(percentil(porArquivo, 50)),
        p95: ms(percentil(porArquivo, 95)),
        máximo: ms(Math.max(...porArquivo)),
      },
    });
  } finally {
    await app.close();
  }
}

await emCadaBanco(medir);
