import { inflateRawSync } from 'node:zlib';

/**
 * A minimal zip reader for the tests (no unzip library is installed): it walks the central
 * directory from the end record and reads each entry's data through its local header. Enough for
 * what yazl writes (no zip64, no encryption); stored and deflated entries.
 */
export interface EntradaZip {
  nome: string;
  /** General purpose bit 11: the name is UTF-8. */
  nomeUtf8: boolean;
  metodo: number;
  conteudo: Buffer;
}

const FIM_DO_DIRETORIO = 0x06054b50;
const ENTRADA_DO_DIRETORIO = 0x02014b50;
const CABECALHO_LOCAL = 0x04034b50;

export function lerZip(zip: Buffer): EntradaZip[] {
  let fim = -1;
  // The end record is 22 bytes plus a comment of up to 65,535.
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === FIM_DO_DIRETORIO) {
      fim = i;
      break;
    }
  }
  if (fim < 0) throw new Error('zip sem registro de fim do diretório central');
  const total = zip.readUInt16LE(fim + 10);
  let posicao = zip.readUInt32LE(fim + 16);
  const entradas: EntradaZip[] = [];
  for (let n = 0; n < total; n++) {
    if (zip.readUInt32LE(posicao) !== ENTRADA_DO_DIRETORIO)
      throw new Error('diretório central inválido');
    const flags = zip.readUInt16LE(posicao + 8);
    const metodo = zip.readUInt16LE(posicao + 10);
    const tamanhoComprimido = zip.readUInt32LE(posicao + 20);
    const tamanhoNome = zip.readUInt16LE(posicao + 28);
    const tamanhoExtra = zip.readUInt16LE(posicao + 30);
    const tamanhoComentario = zip.readUInt16LE(posicao + 32);
    const local = zip.readUInt32LE(posicao + 42);
    const nomeUtf8 = (flags & 0x800) !== 0;
    const nome = zip.toString(
      nomeUtf8 ? 'utf8' : 'latin1',
      posicao + 46,
      posicao + 46 + tamanhoNome,
    );
    if (zip.readUInt32LE(local) !== CABECALHO_LOCAL)
      throw new Error(`cabeçalho local inválido: ${nome}`);
    const dados = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const bruto = zip.subarray(dados, dados + tamanhoComprimido);
    entradas.push({
      nome,
      nomeUtf8,
      metodo,
      conteudo: metodo === 0 ? Buffer.from(bruto) : inflateRawSync(bruto),
    });
    posicao += 46 + tamanhoNome + tamanhoExtra + tamanhoComentario;
  }
  return entradas;
}
