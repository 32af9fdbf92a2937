import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { beforeAll, describe, expect, it } from 'vitest';
import { assinarPdf, cenarioAssinatura, pdfDeTeste } from '../../../test/fixtures-assinatura.ts';
import { AssinaturaMalFormadaError, lerAssinaturasDoPdf } from './pdf-assinaturas.ts';

/** An incremental update with an unsigned field: what a desktop tool adds after signing. */
const atualizacaoSemAssinatura = (pdf: Buffer) =>
  plainAddPlaceholder({ pdfBuffer: pdf, reason: 'x', contactInfo: '', name: 'x', location: 'x' });

/** Rewrites the first `/ByteRange` with other numbers, keeping the file's length. */
function trocarByteRange(pdf: Buffer, trocar: (r: number[]) => number[]): Buffer {
  const texto = pdf.toString('latin1');
  const m = /\/ByteRange\s*\[([\d\s]+)\]/.exec(texto)!;
  const novo = `/ByteRange [${trocar(m[1]!.trim().split(/\s+/).map(Number)).join(' ')}]`;
  return Buffer.from(texto.replace(m[0], novo.padEnd(m[0].length, ' ')), 'latin1');
}

let original: Buffer;
let assinado: Buffer;
beforeAll(async () => {
  original = await pdfDeTeste('Proposta');
  assinado = await assinarPdf(original, (await cenarioAssinatura()).representante);
});

describe('lerAssinaturasDoPdf', () => {
  it('um PDF sem assinatura não tem nenhuma', () => {
    expect(lerAssinaturasDoPdf(original)).toEqual({
      assinaturas: [],
      atualizacoesPosteriores: 0,
      primeiraRevisao: [],
    });
  });

  it('lê a assinatura: o intervalo cobre tudo menos /Contents, e o CMS sem o preenchimento', () => {
    const { assinaturas, atualizacoesPosteriores } = lerAssinaturasDoPdf(assinado);
    expect(assinaturas).toHaveLength(1);
    const [a, b, c, d] = assinaturas[0]!.byteRange;
    expect(a).toBe(0);
    expect(c + d).toBe(assinado.length);
    expect(assinado.subarray(b, b + 1).toString()).toBe('<');
    expect(assinado.subarray(c - 1, c).toString()).toBe('>');
    expect(assinaturas[0]!.conteudoAssinado.length).toBe(assinado.length - (c - b));
    expect(assinaturas[0]!.cms[0]).toBe(0x30);
    expect(assinaturas[0]!.cms.length).toBeLessThan((c - b - 2) / 2);
    expect(atualizacoesPosteriores).toBe(0);
  });

  it('a primeira revisão é o documento de antes da assinatura, byte a byte', () => {
    const { primeiraRevisao } = lerAssinaturasDoPdf(assinado);
    expect(primeiraRevisao.some((r) => r.equals(original))).toBe(true);
  });

  it('conta as atualizações incrementais depois da última assinatura', () => {
    const depois = atualizacaoSemAssinatura(assinado);
    expect(lerAssinaturasDoPdf(depois).atualizacoesPosteriores).toBe(1);
  });

  it('duas assinaturas: em ordem, a segunda cobrindo a primeira', async () => {
    const duas = await assinarPdf(assinado, (await cenarioAssinatura()).outraPessoa);
    const { assinaturas, primeiraRevisao } = lerAssinaturasDoPdf(duas);
    expect(assinaturas).toHaveLength(2);
    expect(assinaturas[0]!.fimAssinado).toBe(assinado.length);
    expect(assinaturas[1]!.fimAssinado).toBe(duas.length);
    expect(primeiraRevisao.some((r) => r.equals(original))).toBe(true);
  });

  it('recusa um intervalo que não começa no byte 0', () => {
    const deslocado = trocarByteRange(assinado, ([, b, c, d]) => [1, b!, c!, d!]);
    expect(() => lerAssinaturasDoPdf(deslocado)).toThrow(AssinaturaMalFormadaError);
  });

  it('recusa uma lacuna maior que a string de /Contents', () => {
    const larga = trocarByteRange(assinado, ([a, b, c, d]) => [a!, b! - 10, c!, d!]);
    expect(() => lerAssinaturasDoPdf(larga)).toThrow(AssinaturaMalFormadaError);
  });

  it('recusa um intervalo além do fim do arquivo', () => {
    const alem = trocarByteRange(assinado, ([a, b, c, d]) => [a!, b!, c!, d! + 100]);
    expect(() => lerAssinaturasDoPdf(alem)).toThrow(AssinaturaMalFormadaError);
  });
});
