import type { Certificate } from 'pkijs';
import { CertificateChainValidationEngine, type CertificateRevocationList } from 'pkijs';
import type { LcrUsada } from '@portal/domain';
import { resumirLcr } from './certificados.ts';
import { lcrEmVigor, type BuscaLcr } from './lcr-rede.ts';

/** What a chain is checked against: the operator's anchors, the time, the network's CRLs. */
export interface Confianca {
  ancoras: Certificate[];
  agora: Date;
  /** CRLs from the distribution points; `null` where the deployment allows no network. */
  buscarLcr: BuscaLcr | null;
}

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

/** Whether `emissor` signed the CRL; one that cannot be verified is as good as none. */
async function assinadaPeloEmissor(lcr: CertificateRevocationList, emissor: Certificate) {
  try {
    return await lcr.verify({ issuerCertificate: emissor });
  } catch {
    return false;
  }
}

/** The CRL of `certificado`'s issuer, signed by that issuer, if the signature carries one. */
async function lcrEmbutida(
  certificado: Certificate,
  emissor: Certificate,
  lcrs: CertificateRevocationList[],
): Promise<CertificateRevocationList | null> {
  for (const lcr of lcrs) {
    if (!lcr.issuer.isEqual(certificado.issuer)) continue;
    if (await assinadaPeloEmissor(lcr, emissor)) return lcr;
  }
  return null;
}

/**
 * The issuer's CRL from the network, where the deployment allows it: signed by the issuer and in
 * force now, since unlike an embedded one it speaks for the present, not for the signing.
 */
async function lcrDaRede(
  certificado: Certificate,
  emissor: Certificate,
  buscar: BuscaLcr,
  agora: Date,
): Promise<{ lcr: CertificateRevocationList; url: string } | null> {
  const achada = await buscar(certificado, agora);
  if (!achada || !achada.lcr.issuer.isEqual(certificado.issuer)) return null;
  if (!lcrEmVigor(achada.lcr, agora)) return null;
  return (await assinadaPeloEmissor(achada.lcr, emissor)) ? achada : null;
}

/**
 * Revocation of every certificate below the anchor: from the CRLs embedded in the signature and,
 * for a level without one, from the certificate's distribution points when `buscar` is given.
 * An embedded CRL counts when its issuer signed it; its age is not held against it, since it
 * shows the state when the document was signed, which is what the evidence must keep.
 */
async function revogacaoDoCaminho(
  caminho: Certificate[],
  lcrs: CertificateRevocationList[],
  buscar: BuscaLcr | null,
  agora: Date,
): Promise<Pick<ResultadoCadeia, 'revogacao' | 'lcrsUsadas'>> {
  const niveis = await Promise.all(
    caminho.slice(0, -1).map(async (certificado, i) => {
      const emissor = caminho[i + 1]!;
      const embutida = await lcrEmbutida(certificado, emissor, lcrs);
      if (embutida) return { certificado, lcr: embutida, url: null };
      const daRede = buscar && (await lcrDaRede(certificado, emissor, buscar, agora));
      return { certificado, lcr: daRede?.lcr ?? null, url: daRede?.url ?? null };
    }),
  );
  const usadas: LcrUsada[] = [];
  let faltou = false;
  for (const { certificado, lcr, url } of niveis) {
    if (!lcr) {
      faltou = true;
      continue;
    }
    usadas.push({ ...resumirLcr(lcr), ...(url ? { url } : {}) });
    if (lcr.isCertificateRevoked(certificado)) {
      return { revogacao: 'revogado', lcrsUsadas: usadas };
    }
  }
  return { revogacao: faltou ? 'nao-verificada' : 'verificada', lcrsUsadas: usadas };
}

export async function verificarCadeia(
  signatario: Certificate,
  certificados: Certificate[],
  lcrs: CertificateRevocationList[],
  confianca: Confianca,
): Promise<ResultadoCadeia> {
  const { ancoras, agora } = confianca;
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
  return {
    caminho,
    confiavel: true,
    ...(await revogacaoDoCaminho(caminho, lcrs, confianca.buscarLcr, agora)),
  };
}
