import { createHash } from 'node:crypto';
import type {
  AssinaturaVerificada,
  EvidenciasAssinatura,
  MotivoAssinatura,
  VereditoAssinatura,
} from '@portal/domain';
import type { Confianca } from './cadeia.ts';
import {
  AssinaturaMalFormadaError,
  lerAssinaturasDoPdf,
  type AssinaturaNoPdf,
} from './pdf-assinaturas.ts';
import { AssinaturaNaoConfereError, verificarAssinatura } from './verificacao-cms.ts';

export interface VereditoVerificacao {
  veredito: VereditoAssinatura;
  motivos: MotivoAssinatura[];
  evidencias: EvidenciasAssinatura;
}

export interface ContextoVerificacao extends Confianca {
  /** The company's legal representative, who must be among the signers. */
  cpfResponsavel: string;
  /** SHA-256 (hex) of every PDF the portal generated for this solution. */
  hashesGerados: readonly string[];
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Whether the document before the first signature is one of these PDFs (SHA-256, hex). */
export const primeiraRevisaoEntre = (
  primeiraRevisao: readonly Buffer[],
  hashes: readonly string[],
) => primeiraRevisao.some((revisao) => hashes.includes(sha256(revisao)));

function motivosDaAssinatura(a: AssinaturaVerificada): MotivoAssinatura[] {
  const motivos: MotivoAssinatura[] = [];
  if (a.foraDaValidade) motivos.push('fora-da-validade');
  else if (!a.cadeiaConfiavel) motivos.push('raiz-desconhecida');
  if (a.revogacao === 'revogado') motivos.push('certificado-revogado');
  if (a.cadeiaConfiavel && a.revogacao === 'nao-verificada') {
    motivos.push('revogacao-nao-verificada');
  }
  return motivos;
}

function motivoDoSignatario(
  assinaturas: AssinaturaVerificada[],
  cpfResponsavel: string,
): MotivoAssinatura | null {
  if (assinaturas.some((a) => a.cpf === cpfResponsavel)) return null;
  return assinaturas.some((a) => a.cpf !== null) ? 'outro-signatario' : 'sem-cpf';
}

/**
 * The ASN.1 and PKI libraries throw whatever they like on bytes they cannot read (a date out of
 * range, an extension that does not parse), deep inside a certificate the CMS carries. The bytes
 * come from the sender, so any such failure is a signature that cannot be read: refused like a
 * malformed one, never an error of the portal.
 */
async function verificarLegivel(assinatura: AssinaturaNoPdf, contexto: ContextoVerificacao) {
  try {
    return await verificarAssinatura(assinatura, contexto);
  } catch (error) {
    if (error instanceof AssinaturaNaoConfereError) throw error;
    throw new AssinaturaMalFormadaError('CMS ilegível', { cause: error });
  }
}

/**
 * Reads and checks every signature of an uploaded PDF. Throws when a signature is malformed or
 * does not match its bytes; otherwise "verificada" only when nothing needs a person's look:
 * trusted chains, the representative among the signers, the first revision the portal's own PDF,
 * nothing added after the last signature.
 */
export async function verificarPdfAssinado(
  pdf: Buffer,
  contexto: ContextoVerificacao,
): Promise<VereditoVerificacao> {
  const leitura = lerAssinaturasDoPdf(pdf);
  const assinaturas: AssinaturaVerificada[] = [];
  for (const assinatura of leitura.assinaturas) {
    assinaturas.push(await verificarLegivel(assinatura, contexto));
  }
  const primeiraRevisaoGerada = primeiraRevisaoEntre(
    leitura.primeiraRevisao,
    contexto.hashesGerados,
  );
  const evidencias = {
    assinaturas,
    atualizacoesPosteriores: leitura.atualizacoesPosteriores,
    primeiraRevisaoGerada,
  };
  if (assinaturas.length === 0) {
    return { veredito: 'sem_assinatura', motivos: [], evidencias };
  }
  const motivos = new Set<MotivoAssinatura>(assinaturas.flatMap(motivosDaAssinatura));
  const signatario = motivoDoSignatario(assinaturas, contexto.cpfResponsavel);
  if (signatario) motivos.add(signatario);
  if (!primeiraRevisaoGerada) motivos.add('documento-diferente');
  if (leitura.atualizacoesPosteriores > 0) motivos.add('alteracoes-posteriores');
  return {
    veredito: motivos.size === 0 ? 'verificada' : 'a_conferir',
    motivos: [...motivos],
    evidencias,
  };
}
