import { LIMITES_IMAGEM, MENSAGENS } from '@portal/domain';
import sharp from 'sharp';
import { fieldError } from '../../http/http-error.ts';

const MAX_PIXELS = LIMITES_IMAGEM.megapixelsMaximos * 1_000_000;
const NOME_DO_FORMATO = { png: 'PNG', jpeg: 'JPEG' } as const;

// Each upload is a different image: a cache of decoded ones would only hold hostile bytes longer.
sharp.cache(false);

/**
 * An uploaded photo is published to every visitor, so before it is stored its header must claim
 * a size a browser can decode, and then it must really decode as the format its first bytes
 * claim. The header is read first, alone: a 167-byte PNG may declare 30,000 × 30,000 pixels, and
 * decoding that would cost gigabytes.
 */
export async function verificarImagem(
  bytes: Buffer,
  formato: keyof typeof NOME_DO_FORMATO,
  nome: string,
): Promise<void> {
  const ilegivel = fieldError(
    422,
    'conteudo',
    MENSAGENS.imagemIlegivel(nome, NOME_DO_FORMATO[formato]),
  );
  // Only the header is read here, so no pixel limit yet: the limit below names the size.
  const cabecalho = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!cabecalho || cabecalho.format !== formato) throw ilegivel;
  const { width: largura, height: altura } = cabecalho;
  if (
    largura > LIMITES_IMAGEM.ladoMaximoPx ||
    altura > LIMITES_IMAGEM.ladoMaximoPx ||
    largura * altura > MAX_PIXELS
  ) {
    throw fieldError(422, 'conteudo', MENSAGENS.imagemGrandeDemais(nome, largura, altura));
  }
  // Statistics walk every pixel without keeping the decoded image: a full decode, little memory.
  await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS })
    .stats()
    .catch(() => {
      throw ilegivel;
    });
}
