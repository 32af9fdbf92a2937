import { createConnection } from 'node:net';

/** Where clamd listens: a Unix socket or a TCP port. */
export type EnderecoClamd = { path: string } | { host: string; port: number };

const PORTA_PADRAO = 3310;

// Read by the config, which puts the variable's name before the message.
const invalida = (detalhe: string) => new Error(detalhe);

/**
 * `CLAMD_URL`: `tcp://servidor[:porta]` (3310 when left out), `unix:///caminho/do/socket` or the
 * socket's absolute path alone (`/run/clamav/clamd.ctl`, what Debian's clamav-daemon opens).
 */
export function lerClamdUrl(texto: string): EnderecoClamd {
  if (texto.startsWith('/')) return { path: texto };
  let url: URL;
  try {
    url = new URL(texto);
  } catch {
    throw invalida('use tcp://servidor:3310, unix:///run/clamav/clamd.ctl ou o caminho do socket');
  }
  if (url.protocol === 'unix:') {
    if (url.host !== '' || !url.pathname.startsWith('/')) {
      throw invalida('use unix:// seguido do caminho absoluto, como unix:///run/clamav/clamd.ctl');
    }
    return { path: decodeURIComponent(url.pathname) };
  }
  if (url.protocol === 'tcp:') {
    if (url.hostname === '') throw invalida('falta o servidor (tcp://servidor:3310)');
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    return { host, port: url.port === '' ? PORTA_PADRAO : Number(url.port) };
  }
  throw invalida('o endereço começa com tcp:// ou unix://, ou é o caminho do socket');
}

/** clamd's answer about one file. */
export type Veredito = { limpo: true } | { limpo: false; ameaca: string };

/** clamd could not be asked or did not answer in time; the file's state is unknown. */
export class ClamdIndisponivel extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ClamdIndisponivel';
  }
}

export interface Clamd {
  /** Resolves when clamd answers PONG. */
  ping(): Promise<void>;
  /** Streams the bytes to clamd (INSTREAM) and reads its verdict. */
  examinar(conteudo: Buffer): Promise<Veredito>;
}

// Far below clamd's StreamMaxLength (25 MiB by default), so a 2 MiB upload never meets it.
const TAMANHO_DO_PEDACO = 64 * 1024;

/** INSTREAM's frames: each chunk after its length (4 bytes, big-endian), then a zero length. */
function pedacos(conteudo: Buffer): Buffer[] {
  const frames: Buffer[] = [Buffer.from('zINSTREAM\0')];
  for (let inicio = 0; inicio < conteudo.length; inicio += TAMANHO_DO_PEDACO) {
    const pedaco = conteudo.subarray(inicio, inicio + TAMANHO_DO_PEDACO);
    const tamanho = Buffer.alloc(4);
    tamanho.writeUInt32BE(pedaco.length);
    frames.push(tamanho, pedaco);
  }
  frames.push(Buffer.alloc(4));
  return frames;
}

/**
 * The clamd protocol by hand (docs/decisions/029): one connection per command, `z` commands
 * whose answer ends in a NUL byte. The whole exchange, connection included, has `timeoutMs`.
 */
export function createClamd(endereco: EnderecoClamd, timeoutMs: number): Clamd {
  const perguntar = (frames: Buffer[]) =>
    new Promise<string>((resolve, reject) => {
      const socket = createConnection(endereco);
      const resposta: Buffer[] = [];
      const falhar = (error: Error) => {
        socket.destroy();
        reject(new ClamdIndisponivel(`clamd não respondeu: ${error.message}`, { cause: error }));
      };
      const prazo = setTimeout(
        () => falhar(new Error(`sem resposta em ${timeoutMs} ms`)),
        timeoutMs,
      );
      socket.on('connect', () => {
        for (const frame of frames) socket.write(frame);
      });
      socket.on('data', (dados) => {
        resposta.push(dados);
        if (!dados.includes(0)) return;
        clearTimeout(prazo);
        socket.destroy();
        resolve(
          Buffer.concat(resposta)
            .toString('utf8')
            .replace(/\0[\s\S]*$/, ''),
        );
      });
      socket.on('error', (error) => {
        clearTimeout(prazo);
        falhar(error);
      });
      socket.on('end', () => {
        clearTimeout(prazo);
        falhar(new Error('conexão fechada antes da resposta'));
      });
    });

  return {
    async ping() {
      const resposta = await perguntar([Buffer.from('zPING\0')]);
      if (resposta !== 'PONG') throw new ClamdIndisponivel(`resposta inesperada: ${resposta}`);
    },

    async examinar(conteudo) {
      const resposta = await perguntar(pedacos(conteudo));
      if (resposta === 'stream: OK') return { limpo: true };
      const encontrada = /^stream: (.+) FOUND$/.exec(resposta);
      if (encontrada) return { limpo: false, ameaca: encontrada[1]! };
      // "INSTREAM size limit exceeded. ERROR" and the like: no verdict, so nothing is stored.
      throw new ClamdIndisponivel(`resposta inesperada: ${resposta}`);
    },
  };
}
