/**
 * Campaign day: the last days before the deadline, when visitors read the catalogue while
 * companies save drafts and upload documents and the staff browse and export, all at once, on
 * two instances of the portal behind one PostgreSQL. Prints, per path, requests/s, p50, p99 and
 * errors (non-2xx and socket errors), and per instance CPU and resident memory sampled every
 * 10 s, with the goals next to them: no error, p99 ≤ 300 ms on public pages and ≤ 500 ms on
 * writes, memory flat in the last minute.
 *
 * The two instances are the real server (src/server.ts, production log level to /dev/null, the
 * built web app so public pages render) in child processes, so each one's CPU and memory can be
 * read from /proc; the load runs in three more child processes (campanha-carga.ts), one per
 * group, each spreading its connections over both instances. Each instance's metrics listener
 * is scraped at every sample for the pool's queue and the event loop's delay: with both near zero
 * a slow answer is the database's, with a long delay and no queue it is the CPU's (on a shared
 * machine, the load average printed at the end says whose). Seeding goes straight to the
 * database and through the API as the tests do (test/semeadura.ts, test/fixtures*.ts), in a
 * throwaway schema dropped at the end.
 *
 * Not part of `npm test`: `npm run bench:campanha` (after `npm run build -w apps/web`).
 * Settings (defaults sized for a 2-core machine):
 *   BENCH_DATABASE_URL       PostgreSQL, required (e.g. postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_SECONDS            duration of the load, 180
 *   BENCH_CONEXOES_PUBLICAS  connections of the public visitors, 400
 *   BENCH_EMPRESAS           companies saving a draft and uploading, one connection each, 50
 *   BENCH_EQUIPE             staff listing and exporting, one connection each, 10
 *   BENCH_SOLUCOES           published solutions in the catalogue, 36
 *   BENCH_AMOSTRA_SEGUNDOS   interval between CPU and memory samples, 10
 *   BENCH_PERFIL             a folder: each instance writes its V8 CPU profile there on exit
 *                            (open the .cpuprofile in Chrome's DevTools), unset by default
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { STATUS_PROPOSTA } from '@portal/domain';
import { buildApp } from '../src/app.ts';
import { findRepoRoot } from '../src/infra/repo-root.ts';
import { injectAs, signedInCompanyUser } from '../test/fixtures.ts';
import { signedInStaff } from '../test/fixtures-equipe.ts';
import { arquivoPayload, novaProposta } from '../test/fixtures-proposta.ts';
import {
  aleatorio,
  destinoAleatorio,
  inserirEmpresaComUsuario,
  inserirPropostas,
  linhaProposta,
} from '../test/semeadura.ts';
import { apagarSchema } from './medicao.ts';
import type { PedidoDeCarga, ResultadoDeCarga } from './campanha-carga.ts';
import { amostrar, cumpre, linhasDoGrupo, ms, type Amostra } from './campanha-relatorio.ts';
import {
  roteiroDaEmpresa,
  roteiroDaEquipe,
  roteiroPublico,
  TEMAS,
  type Semeadura,
} from './campanha-roteiros.ts';

const numero = (nome: string, padrao: number) => {
  const valor = Number(process.env[nome] ?? padrao);
  if (!Number.isFinite(valor) || valor <= 0) throw new Error(`${nome} precisa ser um número > 0`);
  return valor;
};
const SEGUNDOS = numero('BENCH_SECONDS', 180);
const CONEXOES_PUBLICAS = numero('BENCH_CONEXOES_PUBLICAS', 400);
const EMPRESAS = numero('BENCH_EMPRESAS', 50);
const EQUIPE = numero('BENCH_EQUIPE', 10);
const SOLUCOES = numero('BENCH_SOLUCOES', 36);
const AMOSTRA_S = numero('BENCH_AMOSTRA_SEGUNDOS', 10);
const PERFIL = process.env.BENCH_PERFIL;

const META_P99_PUBLICO_MS = 300;
const META_P99_ESCRITA_MS = 500;
// RSS breathes by a few percent with the garbage collector; more than this in the last minute
// of a steady load is growth worth a look.
const META_CRESCIMENTO_RSS = 5;
// Sign-up and the per-address limits would answer 429 to a bench that signs in 60 people from
// one address in seconds; the tests raise them the same way.
const RATE_LIMIT_FACTOR = '1000';

const root = findRepoRoot();
const webDist = join(root, 'apps/web/dist');
const aqui = dirname(fileURLToPath(import.meta.url));

/** A one-page PDF like a CNPJ card, made in memory. */
async function cartaoCnpjPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const partes: Buffer[] = [];
  doc.on('data', (parte: Buffer) => partes.push(parte));
  const fim = new Promise((resolve) => doc.on('end', resolve));
  doc.fontSize(16).text('Comprovante de Inscrição e de Situação Cadastral');
  doc.moveDown().fontSize(11);
  for (let i = 0; i < 30; i++) doc.text(`Campo ${i + 1}: valor de exemplo para o teste de carga.`);
  doc.end();
  await fim;
  return Buffer.concat(partes);
}

/** Seeds through a third app (not listening) that also migrates the schema, then closes it. */
async function semear(databaseUrl: string, schema: string, pdf: Buffer): Promise<Semeadura> {
  const app = buildApp(
    {
      databaseUrl,
      databaseSchema: schema,
      logLevel: 'warn',
      webDist,
      rateLimitFactor: Number(RATE_LIMIT_FACTOR),
    },
    { logStream: new Writable({ write: (_chunk, _encoding, done) => done() }) },
  );
  try {
    await app.ready();
    const rng = aleatorio(2026);
    const dono = await inserirEmpresaComUsuario(app.db);
    const publicadas = Array.from({ length: SOLUCOES }, (_, i) => {
      const [titulo, palavra] = TEMAS[i % TEMAS.length]!;
      return linhaProposta(dono, {
        titulo: `${titulo} ${i + 1}`,
        descricao: `Solução publicada sobre ${palavra} para municípios paulistas.`,
        keyWords: [palavra, 'cidades inteligentes'],
        ...destinoAleatorio(rng),
        statusPropostaId: STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL,
      });
    });
    await inserirPropostas(app.db, publicadas);
    const catalogo = await app.inject({ method: 'GET', url: '/api/solucoes?tamanho=1' });
    if (catalogo.json().total !== SOLUCOES)
      throw new Error(`o catálogo não mostra as soluções semeadas: ${catalogo.body}`);

    // Signed in through the API: a real password hash and a real session for each.
    const empresas: Semeadura['empresas'] = [];
    for (let i = 0; i < EMPRESAS; i++) {
      const usuario = await signedInCompanyUser(app);
      const rascunho = linhaProposta(
        { usuarioId: usuario.id, empresaId: usuario.empresaId },
        { titulo: `Rascunho da empresa ${i + 1}` },
      );
      await inserirPropostas(app.db, [rascunho]);
      empresas.push({
        cookie: usuario.cookie,
        empresaId: usuario.empresaId,
        rascunhoId: rascunho.id!,
      });
    }
    // Administrators: exporting the scores is theirs only.
    const equipe: string[] = [];
    for (let i = 0; i < EQUIPE; i++) equipe.push((await signedInStaff(app, 5)).cookie);

    // One of each request before the load, so a refused payload fails here with its answer
    // instead of as thousands of errors.
    const [empresa] = empresas;
    const conferencias = [
      injectAs(app, empresa!, {
        method: 'POST',
        url: '/api/proposta',
        payload: { ...novaProposta(), id: empresa!.rascunhoId },
      }),
      injectAs(app, empresa!, {
        method: 'PUT',
        url: `/api/fileindexer/empresa/${empresa!.empresaId}/provacnpj/file`,
        payload: arquivoPayload(pdf, 'cartao-cnpj.pdf'),
      }),
      injectAs(app, { cookie: equipe[0]! }, { method: 'GET', url: '/api/proposta/analise' }),
      injectAs(app, { cookie: equipe[0]! }, { method: 'GET', url: '/api/avaliacao/exportacao' }),
    ];
    for (const resposta of await Promise.all(conferencias)) {
      if (resposta.statusCode >= 300) {
        throw new Error(`conferência recusada: ${resposta.statusCode} ${resposta.body}`);
      }
    }
    return { solucoes: publicadas.map((p) => p.id!), empresas, equipe };
  } finally {
    await app.close();
  }
}

async function portaLivre(): Promise<number> {
  const servidor = createServer();
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.address() as AddressInfo;
  await new Promise((resolve) => servidor.close(resolve));
  return port;
}

/** One instance of the real server, ready to answer. */
async function iniciarServidor(databaseUrl: string, schema: string) {
  const porta = await portaLivre();
  const portaMetricas = await portaLivre();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(porta),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    WEB_DIST: webDist,
    RATE_LIMIT_FACTOR,
    // Scraped as Prometheus would (its per-request cost included) for the pool's queue and the
    // event loop's delay, which tell waiting on the database from waiting for the CPU.
    METRICS_PORT: String(portaMetricas),
  };
  // The log goes to /dev/null: written in full, as in production, read by no one.
  const perfil = PERFIL ? ['--cpu-prof', `--cpu-prof-dir=${PERFIL}`] : [];
  const processo = spawn(
    process.execPath,
    [...perfil, '--import', 'tsx', 'apps/api/src/server.ts'],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${porta}`;
  const saiu = new Promise<never>((_, reject) =>
    processo.once('exit', (codigo) => reject(new Error(`o servidor saiu (código ${codigo})`))),
  );
  const pronto = (async () => {
    for (let tentativa = 0; tentativa < 240; tentativa++) {
      const resposta = await fetch(`${url}/api/health/ready`).catch(() => null);
      if (resposta?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`o servidor em ${url} não ficou pronto em 60 s`);
  })();
  await Promise.race([pronto, saiu]);
  saiu.catch(() => undefined);
  return { processo, url, metricas: `http://127.0.0.1:${portaMetricas}/metrics` };
}

interface Diagnostico {
  /** Most queries waiting for a pooled connection in a sample. */
  filaDoPool: number;
  /** Highest p99 of the event loop's delay in a sample, in ms. */
  atrasoDoLaco: number;
}

const valorDaMetrica = (texto: string, nome: string) =>
  Number(new RegExp(`^${nome} ([0-9.e+-]+)`, 'm').exec(texto)?.[1] ?? 0);

async function diagnosticar(url: string, diagnostico: Diagnostico) {
  const texto = await fetch(url)
    .then((r) => r.text())
    .catch(() => '');
  diagnostico.filaDoPool = Math.max(
    diagnostico.filaDoPool,
    valorDaMetrica(texto, 'portal_db_pool_waiting'),
  );
  diagnostico.atrasoDoLaco = Math.max(
    diagnostico.atrasoDoLaco,
    valorDaMetrica(texto, 'nodejs_eventloop_lag_p99_seconds') * 1000,
  );
}

async function encerrar(processo: ChildProcess) {
  if (processo.exitCode !== null || processo.signalCode !== null) return;
  const saiu = new Promise((resolve) => processo.once('exit', resolve));
  processo.kill('SIGTERM');
  const limite = setTimeout(() => processo.kill('SIGKILL'), 30_000);
  await saiu;
  clearTimeout(limite);
}

/** A load group's process, once it has loaded its modules. */
async function iniciarCarga(): Promise<ChildProcess> {
  const processo = fork(join(aqui, 'campanha-carga.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    processo.once('message', () => resolve());
    processo.once('exit', (codigo) => reject(new Error(`a carga saiu (código ${codigo})`)));
  });
  return processo;
}

const carregar = (processo: ChildProcess, pedido: PedidoDeCarga) =>
  new Promise<ResultadoDeCarga>((resolve, reject) => {
    processo.once('message', (resultado) => resolve(resultado as ResultadoDeCarga));
    processo.once('exit', (codigo) => reject(new Error(`a carga saiu (código ${codigo})`)));
    processo.send(pedido);
  });

async function main() {
  const { BENCH_DATABASE_URL } = process.env;
  if (!BENCH_DATABASE_URL) {
    console.error(
      'Defina BENCH_DATABASE_URL (PostgreSQL, por exemplo ' +
        'postgres://postgres@127.0.0.1:5432/test): as duas instâncias compartilham o banco.',
    );
    process.exit(1);
  }
  if (!existsSync(join(webDist, 'index.html'))) {
    console.warn('Sem apps/web/dist: as páginas públicas respondem 503. Rode npm run build antes.');
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const processos: ChildProcess[] = [];
  try {
    const pdf = await cartaoCnpjPdf();
    process.stdout.write(
      `Semeando ${SOLUCOES} soluções publicadas, ${EMPRESAS} empresas e ${EQUIPE} pessoas da equipe…\n`,
    );
    const semeadura = await semear(BENCH_DATABASE_URL, schema, pdf);

    process.stdout.write('Subindo duas instâncias do portal…\n');
    const servidores: {
      nome: string;
      processo: ChildProcess;
      url: string;
      metricas: string;
    }[] = [];
    for (const nome of ['A', 'B']) {
      const servidor = await iniciarServidor(BENCH_DATABASE_URL, schema);
      processos.push(servidor.processo);
      servidores.push({ nome, ...servidor });
    }
    const urls = servidores.map((s) => s.url);
    const cargas = await Promise.all([iniciarCarga(), iniciarCarga(), iniciarCarga()]);
    processos.push(...cargas);

    const grupos = [
      {
        nome: `visitantes (${CONEXOES_PUBLICAS} conexões)`,
        meta: META_P99_PUBLICO_MS,
        pedido: { conexoes: CONEXOES_PUBLICAS, roteiros: [roteiroPublico(semeadura.solucoes)] },
      },
      {
        nome: `empresas (${EMPRESAS} conexões)`,
        meta: META_P99_ESCRITA_MS,
        pedido: {
          conexoes: EMPRESAS,
          roteiros: semeadura.empresas.map((e, i) => roteiroDaEmpresa(e, i, pdf)),
        },
      },
      {
        nome: `equipe (${EQUIPE} conexões)`,
        meta: null,
        pedido: { conexoes: EQUIPE, roteiros: semeadura.equipe.map(roteiroDaEquipe) },
      },
    ];

    // CPU and memory of each instance (and of each load process, to read the servers' figures
    // against what the load itself takes of the two cores).
    const vigiados = [
      ...servidores.map((s) => ({ nome: `instância ${s.nome}`, pid: s.processo.pid! })),
      ...grupos.map((g, i) => ({ nome: `carga: ${g.nome}`, pid: cargas[i]!.pid! })),
    ];
    const amostras = new Map<string, Amostra[]>(vigiados.map((v) => [v.nome, []]));
    const diagnosticos = servidores.map((): Diagnostico => ({ filaDoPool: 0, atrasoDoLaco: 0 }));
    const leituras: Promise<void>[] = [];
    const cargaDaMaquinaInicio = loadavg()[0]!;
    const inicio = performance.now();
    const tomarAmostras = () => {
      const t = (performance.now() - inicio) / 1000;
      for (const v of vigiados) {
        const amostra = amostrar(v.pid, t);
        if (amostra) amostras.get(v.nome)!.push(amostra);
      }
      servidores.forEach((s, i) => leituras.push(diagnosticar(s.metricas, diagnosticos[i]!)));
      const anteriores = (nome: string) => amostras.get(nome)!.slice(-2);
      const resumo = servidores
        .map((s) => {
          const [a, b] = anteriores(`instância ${s.nome}`);
          const cpu = a && b ? ((b.cpuS - a.cpuS) / (b.t - a.t)) * 100 : 0;
          return `${s.nome}: CPU ${cpu.toFixed(0)} %, ${b?.rssMb.toFixed(0) ?? '?'} MB`;
        })
        .join(' | ');
      if (t > 1) process.stdout.write(`  ${t.toFixed(0).padStart(4)} s  ${resumo}\n`);
    };
    tomarAmostras();
    const relogio = setInterval(tomarAmostras, AMOSTRA_S * 1000);
    process.stdout.write(
      `Carga por ${SEGUNDOS} s, conexões repartidas entre as duas instâncias…\n`,
    );
    const resultados = await Promise.all(
      grupos.map((g, i) => carregar(cargas[i]!, { ...g.pedido, urls, segundos: SEGUNDOS })),
    );
    clearInterval(relogio);
    tomarAmostras();
    await Promise.all(leituras);
    const cargaDaMaquinaFim = loadavg()[0]!;

    console.log(
      `\nDia de campanha: PostgreSQL, duas instâncias, ${SEGUNDOS} s, Node ${process.version}, ` +
        `${SOLUCOES} soluções publicadas, ${EMPRESAS} empresas, ${EQUIPE} administradores\n`,
    );
    console.log('| caminho | req/s | p50 (ms) | p99 (ms) | erros | meta |');
    console.log('|---|---:|---:|---:|---:|---|');
    let tudoOk = true;
    grupos.forEach((g, i) => {
      const { linhas, ok } = linhasDoGrupo(g.nome, resultados[i]!, g.meta);
      tudoOk &&= ok;
      for (const linha of linhas) console.log(linha);
    });

    console.log(
      `\n| processo | CPU média | CPU máx. (${AMOSTRA_S} s) | RSS início | RSS fim | ` +
        'RSS máx. | pico de RSS do último minuto | meta | fila do pool (máx.) | atraso do laço p99 (máx.) |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---|---:|---:|');
    for (const v of vigiados) {
      const lista = amostras.get(v.nome)!;
      if (lista.length < 2) continue;
      const primeira = lista[0]!;
      const ultima = lista.at(-1)!;
      const cpuMedia = ((ultima.cpuS - primeira.cpuS) / (ultima.t - primeira.t)) * 100;
      const cpuMax = Math.max(
        ...lista.slice(1).map((b, i) => ((b.cpuS - lista[i]!.cpuS) / (b.t - lista[i]!.t)) * 100),
      );
      // The garbage collector makes RSS a sawtooth (±20 % between two samples here): the last
      // sample against the one a minute before says where each fell on a tooth, not whether
      // memory grows. A leak raises the peaks: the last minute's peak is compared with the
      // minute before's, or with the first sample in a run shorter than two minutes.
      const picoEntre = (de: number, ate: number) =>
        Math.max(...lista.filter((a) => a.t > de && a.t <= ate).map((a) => a.rssMb));
      const curta = ultima.t - 120 < primeira.t;
      const antes = curta ? primeira.rssMb : picoEntre(ultima.t - 120, ultima.t - 60);
      const crescimento = ((picoEntre(ultima.t - 60, ultima.t) - antes) / antes) * 100;
      const servidor = v.nome.startsWith('instância');
      const diagnostico = diagnosticos[servidores.findIndex((s) => v.nome.endsWith(` ${s.nome}`))];
      const estavel = crescimento <= META_CRESCIMENTO_RSS;
      if (servidor) tudoOk &&= estavel;
      const janela = curta ? ' (contra o início)' : '';
      console.log(
        `| ${v.nome} | ${cpuMedia.toFixed(0)} % | ${cpuMax.toFixed(0)} % | ` +
          `${primeira.rssMb.toFixed(0)} MB | ${ultima.rssMb.toFixed(0)} MB | ` +
          `${Math.max(...lista.map((a) => a.rssMb)).toFixed(0)} MB | ` +
          `${crescimento >= 0 ? '+' : ''}${crescimento.toFixed(1)} %${janela} | ` +
          `${servidor ? `estável (≤ +${META_CRESCIMENTO_RSS} %): ${cumpre(estavel)}` : '—'} | ` +
          (diagnostico && servidor
            ? `${diagnostico.filaDoPool} consultas | ${ms(diagnostico.atrasoDoLaco)} ms |`
            : '— | — |'),
      );
    }
    console.log(
      `\nMáquina: ${cpus().length} núcleos, carga média (1 min) ${cargaDaMaquinaInicio.toFixed(1)} ` +
        `no início e ${cargaDaMaquinaFim.toFixed(1)} no fim; acima do número de núcleos, outros ` +
        'processos disputaram a CPU com a medida.',
    );
    console.log(
      'CPU em % de um núcleo (passa de 100 % com as threads do Node). ' +
        (tudoOk ? 'Todas as metas cumpridas.' : 'Há metas não cumpridas (veja acima).'),
    );
  } finally {
    await Promise.all(processos.map(encerrar));
    await apagarSchema(BENCH_DATABASE_URL, schema);
  }
}

await main();
