/**
 * One group of the campaign-day load (public visitors, companies or staff), run by
 * campanha.bench.ts in a process of its own: 400 connections' worth of parsing would otherwise
 * share an event loop with the other groups and show up in their latencies. It receives each
 * connection's script over IPC, runs it against both instances with undici's one-connection
 * clients (docs/decisions/061) and answers with the figures of every path: requests, p50, p99
 * and non-2xx answers.
 */
import { Client } from 'undici';

/** One request of a connection's script; it cycles through its variants, one per pass. */
export interface PassoDeCarga {
  /** The path group it is counted under, e.g. `/solutions/{id}`. */
  rotulo: string;
  method: 'GET' | 'POST' | 'PUT';
  headers: Record<string, string>;
  variantes: { path: string; body?: string }[];
}

export interface PedidoDeCarga {
  /** Both instances: connection i talks to urls[i % urls.length]. */
  urls: string[];
  conexoes: number;
  segundos: number;
  /** Connection i runs roteiros[i % roteiros.length], starting at step i. */
  roteiros: PassoDeCarga[][];
}

export interface FigurasDoCaminho {
  rotulo: string;
  requisicoes: number;
  p50: number;
  p99: number;
  /** Non-2xx answers by status code. */
  naoDois: Record<string, number>;
  /**
   * Requests sent that got no answer (timed out or lost with their connection), those still in
   * flight when the load stopped left out: which path the connection errors hit.
   */
  semResposta: number;
}

export interface ResultadoDeCarga {
  caminhos: FigurasDoCaminho[];
  total: FigurasDoCaminho;
  /** Requests that got no answer, all paths together: socket errors and time-outs. */
  errosDeConexao: number;
  /** The same by kind: the error's code (ECONNRESET, UND_ERR_HEADERS_TIMEOUT…). */
  errosPorTipo: Record<string, number>;
  /**
   * When the first and the last of them came, in seconds of the load (a time-out comes
   * `TIMEOUT_MS` after its request left): a burst at start-up reads differently from a steady
   * trickle. Null without errors.
   */
  janelaDosErros: { primeiro: number; ultimo: number } | null;
  segundos: number;
}

// A request gives up after this long waiting for its headers or between two pieces of its body,
// and counts as unanswered; the histogram needs no room beyond it. A tenth of a millisecond
// keeps the fast API answers' p50 readable.
const TIMEOUT_MS = 10_000;
const RESOLUCAO_MS = 0.1;
const BALDES = Math.ceil(TIMEOUT_MS / RESOLUCAO_MS) + 1;

class Histograma {
  readonly baldes = new Uint32Array(BALDES);
  contagem = 0;

  registrar(ms: number) {
    this.baldes[Math.min(BALDES - 1, Math.ceil(ms / RESOLUCAO_MS))]! += 1;
    this.contagem += 1;
  }

  somar(outro: Histograma) {
    for (let i = 0; i < BALDES; i++) this.baldes[i]! += outro.baldes[i]!;
    this.contagem += outro.contagem;
  }

  /** Nearest rank, as medicao.ts's `percentil`. */
  percentil(p: number): number {
    if (this.contagem === 0) return 0;
    const alvo = Math.ceil((p / 100) * this.contagem);
    let acumulado = 0;
    for (let i = 0; i < BALDES; i++) {
      acumulado += this.baldes[i]!;
      if (acumulado >= alvo) return i * RESOLUCAO_MS;
    }
    return TIMEOUT_MS;
  }
}

interface Medida {
  histograma: Histograma;
  naoDois: Record<string, number>;
  semResposta: number;
}

const novaMedida = (): Medida => ({ histograma: new Histograma(), naoDois: {}, semResposta: 0 });

const figuras = (rotulo: string, medida: Medida): FigurasDoCaminho => ({
  rotulo,
  requisicoes: medida.histograma.contagem,
  p50: medida.histograma.percentil(50),
  p99: medida.histograma.percentil(99),
  naoDois: medida.naoDois,
  semResposta: medida.semResposta,
});

async function carregar(pedido: PedidoDeCarga): Promise<ResultadoDeCarga> {
  const medidas = new Map<string, Medida>();
  for (const roteiro of pedido.roteiros)
    for (const passo of roteiro)
      if (!medidas.has(passo.rotulo)) medidas.set(passo.rotulo, novaMedida());
  // Each body encoded once, not at each of its thousands of sendings.
  const roteiros = pedido.roteiros.map((roteiro) =>
    roteiro.map((passo) => ({
      ...passo,
      variantes: passo.variantes.map(({ path, body }) => ({
        path,
        body: body === undefined ? undefined : Buffer.from(body),
      })),
    })),
  );

  const errosPorTipo: Record<string, number> = {};
  let errosDeConexao = 0;
  let janelaDosErros: ResultadoDeCarga['janelaDosErros'] = null;
  const inicio = performance.now();
  // Ends the run: a request still out then is neither an answer nor an error.
  const fim = new AbortController();

  async function conexao(n: number) {
    const roteiro = roteiros[n % roteiros.length]!;
    // Each connection starts its script at its own step and variant, so that at any moment the
    // connections are spread over the paths.
    const passos = roteiro.map((_, i) => roteiro[(i + n) % roteiro.length]!);
    const cliente = new Client(pedido.urls[n % pedido.urls.length]!, {
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
    for (let volta = n; !fim.signal.aborted; volta++) {
      for (const passo of passos) {
        const variante = passo.variantes[volta % passo.variantes.length]!;
        const medida = medidas.get(passo.rotulo)!;
        const partida = performance.now();
        try {
          const resposta = await cliente.request({
            method: passo.method,
            path: variante.path,
            headers: passo.headers,
            body: variante.body,
            signal: fim.signal,
          });
          // Read and dropped, only its time counts; an error or a time-out while reading is
          // left on the body.
          await resposta.body.dump({ limit: Number.MAX_SAFE_INTEGER });
          if (resposta.body.errored) throw resposta.body.errored;
          medida.histograma.registrar(performance.now() - partida);
          const status = resposta.statusCode;
          if (status < 200 || status > 299)
            medida.naoDois[status] = (medida.naoDois[status] ?? 0) + 1;
        } catch (erro) {
          if (fim.signal.aborted) break;
          const { code, message } = erro as Error & { code?: string };
          const tipo = code ?? message;
          errosPorTipo[tipo] = (errosPorTipo[tipo] ?? 0) + 1;
          errosDeConexao += 1;
          medida.semResposta += 1;
          const t = (performance.now() - inicio) / 1000;
          janelaDosErros = { primeiro: janelaDosErros?.primeiro ?? t, ultimo: t };
        }
      }
    }
    await cliente.destroy();
  }

  const relogio = setTimeout(() => fim.abort(), pedido.segundos * 1000);
  await Promise.all(Array.from({ length: pedido.conexoes }, (_, n) => conexao(n)));
  clearTimeout(relogio);

  const total = novaMedida();
  for (const medida of medidas.values()) {
    total.histograma.somar(medida.histograma);
    total.semResposta += medida.semResposta;
    for (const [status, n] of Object.entries(medida.naoDois))
      total.naoDois[status] = (total.naoDois[status] ?? 0) + n;
  }
  return {
    caminhos: [...medidas].map(([rotulo, medida]) => figuras(rotulo, medida)),
    total: figuras('total', total),
    errosDeConexao,
    errosPorTipo,
    janelaDosErros,
    segundos: pedido.segundos,
  };
}

process.once('message', (pedido: PedidoDeCarga) => {
  carregar(pedido).then(
    (resultado) => process.send!(resultado, () => process.disconnect()),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
process.send!('pronto');
