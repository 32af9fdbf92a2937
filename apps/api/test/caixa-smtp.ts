import { SMTPServer } from 'smtp-server';

/** One message as the mail server received it, decoded. */
export interface MensagemRecebida {
  para: string[];
  assunto: string;
  /** The Reply-To header's address, when the message has one. */
  responderA: string | null;
  texto: string;
  html: string;
}

const decodificarQp = (texto: string) =>
  Buffer.from(
    texto
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

// "=?UTF-8?Q?Redefini=C3=A7=C3=A3o?=" and "=?UTF-8?B?…?=" as nodemailer writes non-ASCII headers.
const decodificarCabecalho = (valor: string) =>
  valor
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset, modo: string, conteudo: string) =>
      modo.toUpperCase() === 'B'
        ? Buffer.from(conteudo, 'base64').toString('utf8')
        : decodificarQp(conteudo.replaceAll('_', ' ')),
    );

function separar(bruto: string): { cabecalhos: Map<string, string>; corpo: string } {
  const fim = bruto.search(/\r?\n\r?\n/);
  const cabecalho = bruto.slice(0, fim).replace(/\r?\n[ \t]+/g, ' ');
  const cabecalhos = new Map<string, string>();
  for (const linha of cabecalho.split(/\r?\n/)) {
    const i = linha.indexOf(':');
    if (i > 0) cabecalhos.set(linha.slice(0, i).toLowerCase(), linha.slice(i + 1).trim());
  }
  return { cabecalhos, corpo: bruto.slice(fim).replace(/^\r?\n\r?\n/, '') };
}

function decodificarParte(cabecalhos: Map<string, string>, corpo: string): string {
  const codificacao = (cabecalhos.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (codificacao === 'base64') return Buffer.from(corpo, 'base64').toString('utf8');
  if (codificacao === 'quoted-printable') return decodificarQp(corpo);
  return corpo;
}

/** Reads the text and HTML parts of a (possibly multipart) message. Enough for nodemailer's output. */
export function lerMensagem(bruto: string, para: string[]): MensagemRecebida {
  const { cabecalhos, corpo } = separar(bruto);
  const mensagem: MensagemRecebida = {
    para,
    assunto: decodificarCabecalho(cabecalhos.get('subject') ?? ''),
    responderA: /<?([^<>\s]+@[^<>\s]+)>?$/.exec(cabecalhos.get('reply-to') ?? '')?.[1] ?? null,
    texto: '',
    html: '',
  };
  const tipo = cabecalhos.get('content-type') ?? 'text/plain';
  const fronteira = /boundary="?([^";]+)"?/i.exec(tipo)?.[1];
  const partes = fronteira
    ? corpo
        .split(`--${fronteira}`)
        .slice(1, -1)
        .map((p) => separar(p.replace(/^\r?\n/, '')))
    : [{ cabecalhos, corpo }];
  for (const parte of partes) {
    const tipoParte = parte.cabecalhos.get('content-type') ?? 'text/plain';
    const conteudo = decodificarParte(parte.cabecalhos, parte.corpo)
      .replace(/\r\n/g, '\n')
      .trimEnd();
    if (tipoParte.startsWith('text/html')) mensagem.html = conteudo;
    else if (tipoParte.startsWith('text/plain')) mensagem.texto = conteudo;
  }
  return mensagem;
}

export interface CaixaSmtp {
  url: string;
  port: number;
  recebidas: MensagemRecebida[];
  /** Messages for this address, in arrival order. */
  para(email: string): MensagemRecebida[];
  /** Resolves once `condicao` holds over the received messages (checked on every arrival). */
  esperar(condicao: (recebidas: MensagemRecebida[]) => boolean, limiteMs?: number): Promise<void>;
  /** Stops accepting connections (the "server down" state) until `abrir`. */
  fechar(): Promise<void>;
  abrir(): Promise<void>;
}

/**
 * A real SMTP server on localhost for tests: it accepts every message, keeps it decoded, and can
 * be taken down and brought back on the same port.
 */
export async function iniciarCaixaSmtp(
  opcoes: {
    /** An SMTP reply code (e.g. 550 permanent, 451 temporary) refusing this recipient, or null. */
    recusar?: (email: string) => number | null;
    /** Hears each message as it arrives (the browser journeys write it to a file). */
    aoReceber?: (mensagem: MensagemRecebida) => void;
  } = {},
): Promise<CaixaSmtp> {
  const recebidas: MensagemRecebida[] = [];
  const ouvintes = new Set<() => void>();
  const criar = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const codigo = opcoes.recusar?.(address.address.toLowerCase()) ?? null;
        if (codigo === null) return callback();
        const erro = Object.assign(new Error(`Destinatário recusado (${codigo})`), {
          responseCode: codigo,
        });
        callback(erro);
      },
      onData(stream, session, callback) {
        const partes: Buffer[] = [];
        stream.on('data', (parte: Buffer) => partes.push(parte));
        stream.on('end', () => {
          const para = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const mensagem = lerMensagem(Buffer.concat(partes).toString('latin1'), para);
          recebidas.push(mensagem);
          opcoes.aoReceber?.(mensagem);
          for (const ouvinte of ouvintes) ouvinte();
          callback();
        });
      },
    });
  let servidor = criar();
  let port = 0;
  const ouvir = () =>
    new Promise<void>((resolve, reject) => {
      servidor.once('error', reject);
      servidor.listen(port, '127.0.0.1', () => {
        const address = servidor.server.address();
        port = typeof address === 'object' && address ? address.port : port;
        resolve();
      });
    });
  await ouvir();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    recebidas,
    para: (email) => recebidas.filter((m) => m.para.includes(email.toLowerCase())),
    esperar(condicao, limiteMs = 20_000) {
      return new Promise<void>((resolve, reject) => {
        const verificar = () => {
          if (!condicao(recebidas)) return;
          ouvintes.delete(verificar);
          clearTimeout(limite);
          resolve();
        };
        // A bound on the wait, not a measure of speed: a message that never arrives fails the test.
        const limite = setTimeout(() => {
          ouvintes.delete(verificar);
          reject(new Error(`mensagens esperadas não chegaram; recebidas: ${recebidas.length}`));
        }, limiteMs);
        ouvintes.add(verificar);
        verificar();
      });
    },
    fechar: () => new Promise<void>((resolve) => servidor.close(() => resolve())),
    async abrir() {
      servidor = criar();
      await ouvir();
    },
  };
}

/** The first absolute link to the portal in a text. */
export const linkEm = (texto: string, caminho: string): string => {
  const match = new RegExp(
    `https?://[^\\s]*${caminho.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s]*`,
  ).exec(texto);
  if (!match) throw new Error(`nenhum link para ${caminho} em:\n${texto}`);
  return match[0];
};
