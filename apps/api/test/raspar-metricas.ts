import type { FastifyInstance } from 'fastify';

/** One sample of the Prometheus text format: `nome{rotulo="valor"} 1`. */
export interface Amostra {
  nome: string;
  rotulos: Record<string, string>;
  valor: number;
}

const LINHA = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)$/;
const ROTULO = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function lerAmostras(texto: string): Amostra[] {
  return texto
    .split('\n')
    .filter((linha) => linha !== '' && !linha.startsWith('#'))
    .map((linha) => {
      const [, nome, rotulos = '', valor] = LINHA.exec(linha) ?? [];
      if (!nome || !valor) throw new Error(`linha fora do formato do Prometheus: ${linha}`);
      return {
        nome,
        rotulos: Object.fromEntries([...rotulos.matchAll(ROTULO)].map(([, k, v]) => [k!, v!])),
        valor: Number(valor),
      };
    });
}

/** What Prometheus would read from the app's metrics listener now. */
export async function raspar(
  app: FastifyInstance,
): Promise<{ texto: string; amostras: Amostra[] }> {
  const porta = app.metricas.porta();
  if (porta === null) throw new Error('a aplicação não tem METRICS_PORT');
  const resposta = await fetch(`http://127.0.0.1:${porta}/metrics`);
  if (resposta.status !== 200) throw new Error(`/metrics respondeu ${resposta.status}`);
  const texto = await resposta.text();
  return { texto, amostras: lerAmostras(texto) };
}

/** The value of the sample named `nome` whose labels include `rotulos`; 0 when there is none. */
export const valor = (amostras: Amostra[], nome: string, rotulos: Record<string, string> = {}) =>
  amostras
    .filter((a) => a.nome === nome)
    .find((a) => Object.entries(rotulos).every(([k, v]) => a.rotulos[k] === v))?.valor ?? 0;
