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
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apagarSchema } from './medicao.ts';
import type { PedidoDeCarga, ResultadoDeCarga } from './campanha-carga.ts';
import {
  diagnosticar,
  encerrar,
  iniciarServidor,
  type Diagnostico,
} from './campanha-instancias.ts';
import {
  amostrar,
  cabecalhoDosProcessos,
  linhaDoProcesso,
  linhasDoGrupo,
  type Amostra,
} from './campanha-relatorio.ts';
import { roteiroDaEmpresa, roteiroDaEquipe, roteiroPublico } from './campanha-roteiros.ts';
import { cartaoCnpjPdf, semear, webDist } from './campanha-semeadura.ts';

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
const aqui = dirname(fileURLToPath(import.meta.url));

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
    const semeadura = await semear(BENCH_DATABASE_URL, schema, pdf, {
      solucoes: SOLUCOES,
      empresas: EMPRESAS,
      equipe: EQUIPE,
    });

    process.stdout.write('Subindo duas instâncias do portal…\n');
    const servidores: {
      nome: string;
      processo: ChildProcess;
      url: string;
      metricas: string;
    }[] = [];
    for (const nome of ['A', 'B']) {
      const servidor = await iniciarServidor(BENCH_DATABASE_URL, schema, PERFIL);
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

    console.log(cabecalhoDosProcessos(AMOSTRA_S));
    for (const v of vigiados) {
      const servidor = servidores.findIndex((s) => v.nome === `instância ${s.nome}`);
      const processo = linhaDoProcesso(
        v.nome,
        amostras.get(v.nome)!,
        servidor >= 0 ? diagnosticos[servidor]! : null,
        META_CRESCIMENTO_RSS,
      );
      if (!processo) continue;
      if (servidor >= 0) tudoOk &&= processo.estavel;
      console.log(processo.linha);
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
