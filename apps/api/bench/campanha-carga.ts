/**
 * One group of the campaign-day load (public visitors, companies or staff), run by
 * campanha.bench.ts in a process of its own: 400 connections' worth of parsing would otherwise
 * share an event loop with the other groups and show up in their latencies. It receives each
 * connection's script over IPC, runs autocannon against both instances and answers with the
 * figures of every path: requests, p50, p99 and non-2xx answers.
 */
import autocannon from 'autocannon';

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
  /** Socket errors and timeouts: autocannon cannot tell which request they hit. */
  errosDeConexao: number;
  /** The same by kind: the error's code (ECONNRESET…) or autocannon's "request timed out". */
  errosPorTipo: Record<string, number>;
  /**
   * When the first and the last of them came, in seconds of the load (a time-out comes
   * `TIMEOUT_S` after its request left): a burst at start-up reads differently from a steady
   * trickle. Null without errors.
   */
  janelaDosErros: { primeiro: number; ultimo: number } | null;
  segundos: number;
}

// autocannon gives up on a request after this long and counts a timeout; the histogram needs
// no room beyond it. A tenth of a millisecond keeps the fast API answers' p50 readable.
const TIMEOUT_S = 10;
const RESOLUCAO_MS = 0.1;
const BALDES = Math.ceil((TIMEOUT_S * 1000) / RESOLUCAO_MS) + 1;

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
    return TIMEOUT_S * 1000;
  }
}

interface Medida {
  histograma: Histograma;
  naoDois: Record<string, number>;
  enviadas: number;
  emVooNoFim: number;
}

const novaMedida = (): Medida => ({
  histograma: new Histograma(),
  naoDois: {},
  enviadas: 0,
  emVooNoFim: 0,
});

const figuras = (rotulo: string, medida: Medida): FigurasDoCaminho => ({
  rotulo,
  requisicoes: medida.histograma.contagem,
  p50: medida.histograma.percentil(50),
  p99: medida.histograma.percentil(99),
  naoDois: medida.naoDois,
  semResposta: medida.enviadas - medida.histograma.contagem - medida.emVooNoFim,
});

async function carregar(pedido: PedidoDeCarga): Promise<ResultadoDeCarga> {
  const medidas = new Map<string, Medida>();
  for (const roteiro of pedido.roteiros)
    for (const passo of roteiro)
      if (!medidas.has(passo.rotulo)) medidas.set(passo.rotulo, novaMedida());
  // Each connection's request waiting for its answer: the path of one still out at the end.
  const emVoo: (string | null)[] = [];

  // autocannon calls the request's onResponse and then, in the same tick, emits 'response' with
  // the timing: the label left here by the first is the path of the second.
  let ultimoRotulo = '';
  let proximoCliente = 0;
  let terminar: (erro: Error | null, resultado: autocannon.Result) => void = () => undefined;
  const terminado = new Promise<autocannon.Result>((resolve, reject) => {
    terminar = (erro, resultado) => (erro ? reject(erro) : resolve(resultado));
  });
  // The callback form returns the instance, whose events carry each response's timing.
  const instancia = autocannon(
    {
      // Several URLs are spread over the connections at run time; the types admit only one.
      url: pedido.urls as unknown as string,
      connections: pedido.conexoes,
      duration: pedido.segundos,
      timeout: TIMEOUT_S,
      // Each connection gets its own script (a company's cookie and draft) here: the requests
      // given below are only the placeholder autocannon requires before this runs.
      setupClient(client) {
        const n = proximoCliente++;
        const roteiro = pedido.roteiros[n % pedido.roteiros.length]!;
        const passos = roteiro.map((_, i) => roteiro[(i + n) % roteiro.length]!);
        client.setRequests(
          passos.map((passo) => {
            let vez = n;
            return {
              method: passo.method,
              headers: passo.headers,
              setupRequest(request) {
                const variante = passo.variantes[vez++ % passo.variantes.length]!;
                medidas.get(passo.rotulo)!.enviadas += 1;
                emVoo[n] = passo.rotulo;
                return { ...request, path: variante.path, body: variante.body };
              },
              onResponse() {
                ultimoRotulo = passo.rotulo;
                emVoo[n] = null;
              },
            };
          }),
        );
      },
      requests: [{ method: 'GET', path: '/' }],
    },
    (erro, resultado) => terminar(erro, resultado),
  );
  const errosPorTipo: Record<string, number> = {};
  const inicio = performance.now();
  let janelaDosErros: ResultadoDeCarga['janelaDosErros'] = null;
  instancia.on('reqError', (erro: Error & { code?: string }) => {
    const tipo = erro.code ?? erro.message;
    errosPorTipo[tipo] = (errosPorTipo[tipo] ?? 0) + 1;
    const t = (performance.now() - inicio) / 1000;
    janelaDosErros = { primeiro: janelaDosErros?.primeiro ?? t, ultimo: t };
  });
  instancia.on('response', (_client, status, _bytes, ms) => {
    const medida = medidas.get(ultimoRotulo);
    if (!medida) return;
    medida.histograma.registrar(ms);
    if (status < 200 || status > 299) medida.naoDois[status] = (medida.naoDois[status] ?? 0) + 1;
  });
  const resultado = await terminado;
  for (const rotulo of emVoo) if (rotulo) medidas.get(rotulo)!.emVooNoFim += 1;

  const total = novaMedida();
  for (const medida of medidas.values()) {
    total.histograma.somar(medida.histograma);
    total.enviadas += medida.enviadas;
    total.emVooNoFim += medida.emVooNoFim;
    for (const [status, n] of Object.entries(medida.naoDois))
      total.naoDois[status] = (total.naoDois[status] ?? 0) + n;
  }
  return {
    caminhos: [...medidas].map(([rotulo, medida]) => figuras(rotulo, medida)),
    total: figuras('total', total),
    errosDeConexao: resultado.errors,
    errosPorTipo,
    janelaDosErros,
    segundos: resultado.duration,
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
