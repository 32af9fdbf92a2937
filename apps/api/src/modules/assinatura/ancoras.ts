import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Certificate } from 'pkijs';
import { arrayBufferDe, dersDoArquivo } from './certificados.ts';

const EXTENSOES = /\.(pem|crt|cer|der)$/i;

/** The certificates of one file: every PEM block, or the whole file as DER. */
function certificadosDoArquivo(bytes: Buffer, caminho: string): Certificate[] {
  const ders = dersDoArquivo(bytes, 'CERTIFICATE');
  try {
    return ders.map((der) => Certificate.fromBER(arrayBufferDe(der)));
  } catch {
    throw new Error(`ASSINATURA_ANCORAS: ${caminho} não é um certificado PEM ou DER`);
  }
}

/**
 * The trust anchors the operator provides (ICP-Brasil's AC Raiz v5 onwards, the gov.br root):
 * each path a certificate file or a folder of them (.pem, .crt, .cer, .der). Read once at start;
 * a file that is not a certificate stops the start, since a missing root would turn every valid
 * signature into "a conferir" without anyone noticing.
 */
export async function carregarAncoras(caminhos: readonly string[]): Promise<Certificate[]> {
  const ancoras: Certificate[] = [];
  for (const caminho of caminhos) {
    const arquivos = (await stat(caminho)).isDirectory()
      ? (await readdir(caminho))
          .filter((nome) => EXTENSOES.test(nome))
          .sort()
          .map((nome) => join(caminho, nome))
      : [caminho];
    for (const arquivo of arquivos) {
      ancoras.push(...certificadosDoArquivo(await readFile(arquivo), arquivo));
    }
  }
  return ancoras;
}
