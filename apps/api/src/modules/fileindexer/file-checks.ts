import {
  FORMATOS_ARQUIVO,
  LIMITES_ARQUIVO,
  MENSAGENS,
  type Arquivo,
  type TipoConteudo,
} from '@portal/domain';
import { fieldError } from '../../http/http-error.ts';
import { recusarConteudoHostil } from './conteudo-hostil.ts';

/** Checks shared by every upload: company proofs now, proposal attachments later. */

const MAX_NOME = 200;

// The first bytes of each accepted format. A file's name and declared type are the sender's
// word; these bytes are what a viewer will actually open.
const ASSINATURAS: [TipoConteudo, Buffer][] = [
  ['pdf', Buffer.from('%PDF-', 'latin1')],
  ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['jpeg', Buffer.from([0xff, 0xd8, 0xff])],
];

/**
 * Decodes base64 strictly. Node's decoder skips characters it does not know, so the text must
 * also be exactly what the decoded bytes encode back to; otherwise null.
 */
export function decodificarBase64(texto: string): Buffer | null {
  const bytes = Buffer.from(texto, 'base64');
  return bytes.length > 0 && bytes.toString('base64') === texto ? bytes : null;
}

export function detectarTipo(bytes: Buffer): TipoConteudo | null {
  const encontrado = ASSINATURAS.find(([, assinatura]) =>
    bytes.subarray(0, assinatura.length).equals(assinatura),
  );
  return encontrado?.[0] ?? null;
}

/**
 * A name safe to store and to send back in a download: no folders (a client may send a full
 * path), no control or invisible formatting characters (a right-to-left override can disguise
 * 'fdp.exe' as 'exe.pdf'), accents kept, at most 200 characters with the extension preserved.
 */
export function sanitizarNome(nome: string): string {
  const base = nome.split(/[/\\]/).pop() ?? '';
  const limpo = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (limpo.length <= MAX_NOME) return limpo || 'arquivo';
  const ponto = limpo.lastIndexOf('.');
  const extensao = ponto > 0 && limpo.length - ponto <= 10 ? limpo.slice(ponto) : '';
  return limpo.slice(0, MAX_NOME - extensao.length) + extensao;
}

export interface ArquivoVerificado {
  nomeOriginal: string;
  conteudo: Buffer;
  tipo: string;
  tipoDoArquivo: number;
  tamanho: number;
}

/**
 * Decodes and checks an upload: size (413 past 2 MiB), real type by its bytes (400 with
 * `mensagemTipo` when not among `aceita`), and hostile content (422).
 */
export async function verificarArquivo(
  arquivo: Arquivo,
  aceita: readonly TipoConteudo[],
  mensagemTipo: string,
): Promise<ArquivoVerificado> {
  const nomeOriginal = sanitizarNome(arquivo.nomeOriginal);
  const conteudo = decodificarBase64(arquivo.conteudo);
  if (!conteudo) throw fieldError(400, 'conteudo', MENSAGENS.conteudoArquivoInvalido);
  if (conteudo.length > LIMITES_ARQUIVO.tamanhoMaximoBytes) {
    throw fieldError(413, 'conteudo', MENSAGENS.arquivoMaiorQue2MB(nomeOriginal));
  }
  const tipo = detectarTipo(conteudo);
  if (tipo === null || !aceita.includes(tipo)) throw fieldError(400, 'conteudo', mensagemTipo);
  await recusarConteudoHostil(conteudo, tipo, nomeOriginal);
  return {
    nomeOriginal,
    conteudo,
    tipo: FORMATOS_ARQUIVO[tipo].mime,
    tipoDoArquivo: FORMATOS_ARQUIVO[tipo].tipoDoArquivo,
    tamanho: conteudo.length,
  };
}
