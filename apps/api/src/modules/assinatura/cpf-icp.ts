import { AsnConvert } from '@peculiar/asn1-schema';
import { id_ce_subjectAltName, SubjectAlternativeName } from '@peculiar/asn1-x509';
import * as asn1js from 'asn1js';
import type { Certificate } from 'pkijs';

/**
 * ICP-Brasil's otherName for a person (DOC-ICP-04, 7.1.3.2.2): birth date (8), CPF (11), NIS (11),
 * RG (15), issuer and state, in one string. The CPF is characters 9 to 19.
 */
export const OID_PESSOA_FISICA = '2.16.76.1.3.1';

/** The text of the otherName's value: an OCTET STRING or one of the ASN.1 string types. */
function textoDoValor(der: ArrayBuffer): string | null {
  const { result, offset } = asn1js.fromBER(der);
  if (offset === -1) return null;
  if (result instanceof asn1js.OctetString) {
    return Buffer.from(result.valueBlock.valueHexView).toString('latin1');
  }
  const bloco = result.valueBlock as { value?: unknown };
  return typeof bloco.value === 'string' ? bloco.value : null;
}

/** The CPF of an ICP-Brasil person certificate (11 digits), or null when it carries none. */
export function cpfDoCertificado(certificado: Certificate): string | null {
  const extensao = certificado.extensions?.find((e) => e.extnID === id_ce_subjectAltName);
  if (!extensao) return null;
  const nomes = AsnConvert.parse(
    extensao.extnValue.valueBlock.valueHexView,
    SubjectAlternativeName,
  );
  for (const nome of nomes) {
    if (nome.otherName?.typeId !== OID_PESSOA_FISICA) continue;
    const cpf = textoDoValor(nome.otherName.value)?.slice(8, 19) ?? '';
    if (/^\d{11}$/.test(cpf)) return cpf;
  }
  return null;
}
