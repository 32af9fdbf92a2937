import type { CertificadoResumido, LcrUsada } from '@portal/domain';
import type * as asn1js from 'asn1js';
import type { Certificate, CertificateRevocationList, RelativeDistinguishedNames } from 'pkijs';

const ROTULOS_DN: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
};

/** A distinguished name as `CN=…, OU=…, O=…, C=…`, in the certificate's own order. */
export function nomeDistinto(nome: RelativeDistinguishedNames): string {
  return nome.typesAndValues
    .map((tv) => {
      const valor = (tv.value.valueBlock as { value?: unknown }).value;
      return `${ROTULOS_DN[tv.type] ?? tv.type}=${typeof valor === 'string' ? valor : '?'}`;
    })
    .join(', ');
}

/** The subject's common name; ICP-Brasil writes a person's as "NOME:CPF". */
export function nomeComum(certificado: Certificate): string | null {
  const cn = certificado.subject.typesAndValues.find((tv) => tv.type === '2.5.4.3');
  const valor = (cn?.value.valueBlock as { value?: unknown } | undefined)?.value;
  return typeof valor === 'string' ? valor : null;
}

const hex = (inteiro: asn1js.Integer) =>
  Buffer.from(inteiro.valueBlock.valueHexView).toString('hex').toUpperCase();

export const resumirCertificado = (c: Certificate): CertificadoResumido => ({
  titular: nomeDistinto(c.subject),
  emissor: nomeDistinto(c.issuer),
  serie: hex(c.serialNumber),
  validoDe: c.notBefore.value.toISOString(),
  validoAte: c.notAfter.value.toISOString(),
});

export const resumirLcr = (lcr: CertificateRevocationList): LcrUsada => ({
  emissor: nomeDistinto(lcr.issuer),
  emitidaEm: lcr.thisUpdate.value.toISOString(),
  proximaEm: lcr.nextUpdate?.value.toISOString() ?? null,
});

/** A copy with its own ArrayBuffer: a Node Buffer may be a view into a shared pool. */
export const arrayBufferDe = (bytes: Uint8Array): ArrayBuffer => Uint8Array.from(bytes).buffer;

/**
 * The DER objects of a certificate or CRL file: each PEM block of that label (`CERTIFICATE`,
 * `X509 CRL`), or, with none, the whole file as DER.
 */
export function dersDoArquivo(bytes: Buffer, rotulo: string): Buffer[] {
  const pem = new RegExp(`-----BEGIN ${rotulo}-----([\\s\\S]*?)-----END ${rotulo}-----`, 'g');
  const blocos = [...bytes.toString('latin1').matchAll(pem)].map((m) =>
    Buffer.from(m[1]!, 'base64'),
  );
  return blocos.length > 0 ? blocos : [bytes];
}
