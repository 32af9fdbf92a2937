import type { AssinaturaVerificada } from '@portal/domain';
import * as asn1js from 'asn1js';
import {
  Certificate,
  CertificateRevocationList,
  ContentInfo,
  SignedData,
  type SignerInfo,
} from 'pkijs';
import { verificarCadeia, type Confianca } from './cadeia.ts';
import { arrayBufferDe, nomeComum, resumirCertificado } from './certificados.ts';
import { cpfDoCertificado } from './cpf-icp.ts';
import type { AssinaturaNoPdf } from './pdf-assinaturas.ts';

/** The CMS does not match the bytes it claims to sign, or cannot be checked at all. */
export class AssinaturaNaoConfereError extends Error {
  constructor(detalhe: string) {
    super(`assinatura não confere: ${detalhe}`);
    this.name = 'AssinaturaNaoConfereError';
  }
}

const OID_SIGNING_TIME = '1.2.840.113549.1.9.5';

function lerSignedData(der: Buffer): SignedData {
  const asn = asn1js.fromBER(arrayBufferDe(der));
  if (asn.offset === -1) throw new AssinaturaNaoConfereError('CMS ilegível');
  try {
    const info = new ContentInfo({ schema: asn.result });
    if (info.contentType !== ContentInfo.SIGNED_DATA) throw new Error(info.contentType);
    return new SignedData({ schema: info.content });
  } catch (error) {
    throw new AssinaturaNaoConfereError(`não é um SignedData (${(error as Error).message})`);
  }
}

function horaDeclarada(signerInfo: SignerInfo): string | null {
  const atributo = signerInfo.signedAttrs?.attributes.find((a) => a.type === OID_SIGNING_TIME);
  const valor: unknown = atributo?.values[0];
  if (valor instanceof asn1js.UTCTime || valor instanceof asn1js.GeneralizedTime) {
    return valor.toDate().toISOString();
  }
  return null;
}

/**
 * Checks the signature's integrity (the message digest over the `/ByteRange` bytes, and the
 * signer's signature over the signed attributes), then its chain and revocation at `agora`.
 * Integrity failing throws: that file is not what was signed.
 */
export async function verificarAssinatura(
  assinatura: AssinaturaNoPdf,
  confianca: Confianca,
): Promise<AssinaturaVerificada> {
  const { agora } = confianca;
  const signedData = lerSignedData(assinatura.cms);
  const certificados = (signedData.certificates ?? []).filter(
    (c): c is Certificate => c instanceof Certificate,
  );
  const lcrs = (signedData.crls ?? []).filter(
    (c): c is CertificateRevocationList => c instanceof CertificateRevocationList,
  );
  const signerInfo = signedData.signerInfos[0];
  if (!signerInfo) throw new AssinaturaNaoConfereError('sem signatário');
  let signatario: Certificate | null | undefined;
  try {
    const resultado = await signedData.verify({
      signer: 0,
      data: arrayBufferDe(assinatura.conteudoAssinado),
      extendedMode: true,
      checkChain: false,
    });
    if (resultado.signatureVerified !== true) throw new Error(resultado.message);
    signatario = resultado.signerCertificate;
  } catch (error) {
    throw new AssinaturaNaoConfereError((error as Error).message);
  }
  if (!signatario) throw new AssinaturaNaoConfereError('certificado do signatário ausente');

  const cadeia = await verificarCadeia(signatario, certificados, lcrs, confianca);
  return {
    signatario: nomeComum(signatario),
    cpf: cpfDoCertificado(signatario),
    assinadaEm: horaDeclarada(signerInfo),
    cadeia: cadeia.caminho.map(resumirCertificado),
    cadeiaConfiavel: cadeia.confiavel,
    foraDaValidade: signatario.notBefore.value > agora || signatario.notAfter.value < agora,
    revogacao: cadeia.revogacao,
    lcrs: cadeia.lcrsUsadas,
  };
}
