/**
 * The campaign day's report (campanha.bench.ts): each process's CPU and memory read from /proc,
 * and each group's table rows with its goal.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { FigurasDoCaminho, ResultadoDeCarga } from './campanha-carga.ts';

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
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { t, cpuS: ticks / TICKS_POR_SEGUNDO, rssMb: rssKb / 1024 };
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
  const detalhe = (f: FigurasDoCaminho) => {
    const partes = Object.entries(f.naoDois).map(([status, n]) => `${n}× ${status}`);
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
  const conexao = resultado.errosDeConexao
    ? ` (${resultado.errosDeConexao} de conexão ou tempo esgotado: ${tipos})`
    : '';
  linhas.push(linha(`**${nome}, total${conexao}**`, resultado.total, resultado.errosDeConexao));
  return { linhas, ok: meta(resultado.total, resultado.errosDeConexao).ok };
}
