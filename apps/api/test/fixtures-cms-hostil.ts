/** Hostile signature bytes: a signed PDF whose `/Contents` carries whatever CMS a test writes. */

const CONTENTS = /\/Contents\s*<([0-9a-fA-F]+)>/;

/** Where the signature's hex string sits in the file: its first hex digit and its length. */
function placeholder(assinado: Buffer): { inicio: number; digitos: number } {
  const m = CONTENTS.exec(assinado.toString('latin1'));
  if (!m) throw new Error('o PDF não tem /Contents em hexadecimal');
  return { inicio: m.index + m[0].indexOf('<') + 1, digitos: m[1]!.length };
}

/** The DER of the signature's CMS as the signer wrote it, without the zero padding. */
export function cmsDoPdf(assinado: Buffer): Buffer {
  const { inicio, digitos } = placeholder(assinado);
  const bytes = Buffer.from(assinado.subarray(inicio, inicio + digitos).toString('latin1'), 'hex');
  // The signers of the fixtures write the outer SEQUENCE's length in the long form.
  const bytesDoComprimento = bytes[1]! & 0x7f;
  return bytes.subarray(0, 2 + bytesDoComprimento + bytes.readUIntBE(2, bytesDoComprimento));
}

/**
 * The signed PDF with `cms` in place of its signature, zero-padded to the placeholder's length:
 * the byte ranges stay as they were, so only the CMS bytes are hostile.
 */
export function comCms(assinado: Buffer, cms: Buffer): Buffer {
  const { inicio, digitos } = placeholder(assinado);
  const hex = cms.toString('hex');
  if (hex.length > digitos) throw new Error('o CMS não cabe no espaço da assinatura');
  const copia = Buffer.from(assinado);
  copia.write(hex.padEnd(digitos, '0'), inicio, 'latin1');
  return copia;
}
