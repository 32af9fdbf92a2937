/**
 * The campaign day's report (campanha.bench.ts): each process's CPU and memory read from /proc,
 * and each group's table rows with its goal.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { FigurasDoCaminho, ResultadoDeCarga } from './campanha-carga.ts';
import type { Diagnostico } from './campanha-instancias.ts';
import { percentil } from './medicao.ts';

// Clock ticks per second of /proc/<pid>/stat's times (100 on Linux almost always).
const TICKS_POR_SEGUNDO = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

export interface Amostra {
  t: number;
  cpuS: number;
  rssMb: number;
}

export function amostrar(pid: number, t: number): Amostra | null {
  try {
    // Fields after the command name, which may hold spaces; utime and stime are the 14th and 15th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(campos[11]) + Number(campos[12]);
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    // A process that has exited but not been reaped yet (a load group done first) has no VmRSS.
    const rssKb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    if (rssKb === undefined) return null;
    return { t, cpuS: ticks / TICKS_POR_SEGUNDO, rssMb: Number(rssKb) / 1024 };
  } catch {
    return null;
  }
}

export const ms = (valor: number) => (valor < 10 ? valor.toFixed(1) : Math.round(valor).toString());
const inteiro = (valor: number) => Math.round(valor).toLocaleString('pt-BR');
// An overloaded path may finish a request or two a minute: 0.3 req/s, not 0.
const taxa = (valor: number) =>
  valor < 10 ? valor.toLocaleString('pt-BR', { maximumFractionDigits: 1 }) : inteiro(valor);
// A path with no answer in the whole run has no latency to show (its requests timed out).
const tempo = (f: FigurasDoCaminho, valor: number) => (f.requisicoes === 0 ? '—' : ms(valor));
export const cumpre = (ok: boolean) => (ok ? 'cumprida' : 'NÃO cumprida');

export function linhasDoGrupo(
  nome: string,
  resultado: ResultadoDeCarga,
  metaP99: number | null,
): { linhas: string[]; ok: boolean } {
  const errosDe = (f: FigurasDoCaminho) => Object.values(f.naoDois).reduce((a, b) => a + b, 0);
  // A path's unanswered requests are already in its group's connection errors: named here, not
  // counted again.
  const detalhe = (f: FigurasDoCaminho) => {
    const partes = Object.entries(f.naoDois).map(([status, n]) => `${n}× ${status}`);
    if (f.semResposta > 0) partes.push(`${f.semResposta} sem resposta`);
    return partes.length ? ` (${partes.join(', ')})` : '';
  };
  const meta = (f: FigurasDoCaminho, extras: number) => {
    const semErro = errosDe(f) + extras === 0;
    const p99 = metaP99 === null || f.p99 <= metaP99;
    const texto = metaP99 === null ? 'sem erro' : `sem erro, p99 ≤ ${metaP99} ms`;
    return { ok: semErro && p99 && f.requisicoes > 0, texto };
  };
  const linha = (rotulo: string, f: FigurasDoCaminho, extras: number) => {
    const { ok, texto } = meta(f, extras);
    return (
      `| ${rotulo} | ${taxa(f.requisicoes / resultado.segundos)} | ${tempo(f, f.p50)} | ` +
      `${tempo(f, f.p99)} | ${inteiro(errosDe(f) + extras)}${detalhe(f)} | ` +
      `${texto}: ${cumpre(ok)} |`
    );
  };
  const linhas = resultado.caminhos.map((f) => linha(f.rotulo, f, 0));
  const tipos = Object.entries(resultado.errosPorTipo)
    .map(([tipo, n]) => `${n}× ${tipo}`)
    .join(', ');
  const janela = resultado.janelaDosErros;
  const quando = janela
    ? `, entre ${janela.primeiro.toFixed(0)} s e ${janela.ultimo.toFixed(0)} s da carga`
    : '';
  const conexao = resultado.errosDeConexao
    ? ` (${resultado.errosDeConexao} de conexão ou tempo esgotado: ${tipos}${quando})`
    : '';
  linhas.push(linha(`**${nome}, total${conexao}**`, resultado.total, resultado.errosDeConexao));
  return { linhas, ok: meta(resultado.total, resultado.errosDeConexao).ok };
}

/** The processes' table header, with the sampling interval. */
export const cabecalhoDosProcessos = (amostraS: number) =>
  `\n| processo | CPU média | CPU máx. (${amostraS} s) | RSS início | RSS fim | RSS máx. | ` +
  'RSS mediano do último minuto | meta | fila do pool (máx.) | atraso do laço p99 (máx.) |\n' +
  '|---|---:|---:|---:|---:|---:|---:|---|---:|---:|';

/**
 * One process's row: its CPU and memory over the run; for an instance (with its diagnosis) the
 * memory goal, the pool's queue and the event loop's delay. Null with fewer than two samples.
 */
export function linhaDoProcesso(
  nome: string,
  lista: Amostra[],
  diagnostico: Diagnostico | null,
  metaCrescimento: number,
): { linha: string; estavel: boolean } | null {
  if (lista.length < 2) return null;
  const primeira = lista[0]!;
  const ultima = lista.at(-1)!;
  const cpuMedia = ((ultima.cpuS - primeira.cpuS) / (ultima.t - primeira.t)) * 100;
  const cpuMax = Math.max(
    ...lista.slice(1).map((b, i) => ((b.cpuS - lista[i]!.cpuS) / (b.t - lista[i]!.t)) * 100),
  );
  // The garbage collector makes RSS a sawtooth (±20 % between two samples here): one sample
  // says where it fell on a tooth, not whether memory grows, and a minute's peak is whichever of
  // its six samples hit a tooth's top (638 MB in the last instant of a run whose floor stayed at
  // 431–433 MB). A leak lifts the whole tooth: the median of the last minute's samples is
  // compared with the minute before's, or with the first sample in a run shorter than two
  // minutes.
  const medianaEntre = (de: number, ate: number) =>
    percentil(
      lista.filter((a) => a.t > de && a.t <= ate).map((a) => a.rssMb),
      50,
    );
  const curta = ultima.t - 120 < primeira.t;
  const antes = curta ? primeira.rssMb : medianaEntre(ultima.t - 120, ultima.t - 60);
  const crescimento = ((medianaEntre(ultima.t - 60, ultima.t) - antes) / antes) * 100;
  const estavel = crescimento <= metaCrescimento;
  const janela = curta ? ' (contra o início)' : '';
  const linha =
    `| ${nome} | ${cpuMedia.toFixed(0)} % | ${cpuMax.toFixed(0)} % | ` +
    `${primeira.rssMb.toFixed(0)} MB | ${ultima.rssMb.toFixed(0)} MB | ` +
    `${Math.max(...lista.map((a) => a.rssMb)).toFixed(0)} MB | ` +
    `${crescimento >= 0 ? '+' : ''}${crescimento.toFixed(1)} %${janela} | ` +
    (diagnostico
      ? `estável (≤ +${metaCrescimento} %): ${cumpre(estavel)} | ` +
        `${diagnostico.filaDoPool} consultas | ${ms(diagnostico.atrasoDoLaco)} ms |`
      : '— | — | — |');
  return { linha, estavel };
}
