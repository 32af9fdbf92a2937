import type { Certificate } from 'pkijs';
import { CertificateChainValidationEngine, type CertificateRevocationList } from 'pkijs';
import type { LcrUsada } from '@portal/domain';
import { resumirLcr } from './certificados.ts';

export interface ResultadoCadeia {
  /** From the signer to the trust anchor when it chains; otherwise what the signature brought. */
  caminho: Certificate[];
  confiavel: boolean;
  revogacao: 'verificada' | 'revogado' | 'nao-verificada';
  lcrsUsadas: LcrUsada[];
}

/**
 * The signer's path to one of the operator's anchors, checked at `agora`. The CRLs are left out
 * of pkijs's engine on purpose: it fails the whole path when one certificate has no CRL, and the
 * portal must tell "no CRL" (revocation not checked) from "untrusted".
 */
async function caminhoConfiavel(
  signatario: Certificate,
  certificados: Certificate[],
  ancoras: Certificate[],
  agora: Date,
): Promise<Certificate[] | null> {
  if (ancoras.length === 0) return null;
  const motor = new CertificateChainValidationEngine({
    trustedCerts: ancoras,
    // The engine takes the last certificate as the one to validate.
    certs: [...certificados.filter((c) => c !== signatario), signatario],
    checkDate: agora,
  });
  const resultado = await motor.verify();
  return resultado.result ? (resultado.certificatePath ?? null) : null;
}

/** The CRL of `certificado`'s issuer, signed by that issuer, if the signature carries one. */
async function lcrDoEmissor(
  certificado: Certificate,
  emissor: Certificate,
  lcrs: CertificateRevocationList[],
): Promise<CertificateRevocationList | null> {
  for (const lcr of lcrs) {
    if (!lcr.issuer.isEqual(certificado.issuer)) continue;
    try {
      if (await lcr.verify({ issuerCertificate: emissor })) return lcr;
    } catch {
      // A CRL that cannot be verified is as good as none.
    }
  }
  return null;
}

/**
 * Revocation of every certificate below the anchor, from the CRLs embedded in the signature.
 * A CRL counts when its issuer signed it; its age is not held against it, since it shows the
 * state when the document was signed, which is what the evidence must keep.
 */
async function revogacaoDoCaminho(
  caminho: Certificate[],
  lcrs: CertificateRevocationList[],
): Promise<Pick<ResultadoCadeia, 'revogacao' | 'lcrsUsadas'>> {
  const usadas: LcrUsada[] = [];
  let faltou = false;
  for (let i = 0; i < caminho.length - 1; i++) {
    const lcr = await lcrDoEmissor(caminho[i]!, caminho[i + 1]!, lcrs);
    if (!lcr) {
      faltou = true;
      continue;
    }
    usadas.push(resumirLcr(lcr));
    if (lcr.isCertificateRevoked(caminho[i]!)) return { revogacao: 'revogado', lcrsUsadas: usadas };
  }
  return { revogacao: faltou ? 'nao-verificada' : 'verificada', lcrsUsadas: usadas };
}

export async function verificarCadeia(
  signatario: Certificate,
  certificados: Certificate[],
  lcrs: CertificateRevocationList[],
  ancoras: Certificate[],
  agora: Date,
): Promise<ResultadoCadeia> {
  let caminho: Certificate[] | null = null;
  try {
    caminho = await caminhoConfiavel(signatario, certificados, ancoras, agora);
  } catch {
    // pkijs throws when it finds no path at all: an unknown root.
  }
  if (!caminho) {
    // The certificates the signature brought, for staff to see which root it claims.
    return {
      caminho: [signatario, ...certificados.filter((c) => c !== signatario)],
      confiavel: false,
      revogacao: 'nao-verificada',
      lcrsUsadas: [],
    };
  }
  return { caminho, confiavel: true, ...(await revogacaoDoCaminho(caminho, lcrs)) };
}
