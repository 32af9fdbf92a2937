/**
 * What the portal concludes about the signed PDF at upload, in the words the company
 * and staff read. Only "verificada" needs nobody; "a conferir" waits for a staff decision.
 */
export const VEREDITOS_ASSINATURA = {
  verificada: 'Assinatura verificada',
  a_conferir: 'Assinatura a conferir',
  sem_assinatura: 'Sem assinatura digital',
} as const;

export type VereditoAssinatura = keyof typeof VEREDITOS_ASSINATURA;

/** Why a sound signature still needs a person: each reason the verifier may give. */
export const MOTIVOS_ASSINATURA = {
  'outro-signatario':
    'Quem assinou não é o responsável legal cadastrado da empresa (CPF diferente).',
  'sem-cpf':
    'O certificado de quem assinou não traz CPF: não é um certificado ICP-Brasil de pessoa física.',
  'documento-diferente':
    'O documento assinado não é um PDF que o portal gerou para esta solução (por exemplo, salvo de novo por outro programa).',
  'raiz-desconhecida':
    'A cadeia do certificado não chega a uma autoridade certificadora raiz confiável configurada no portal.',
  'fora-da-validade': 'O certificado de quem assinou está fora do prazo de validade.',
  'certificado-revogado': 'Um certificado da cadeia consta como revogado na lista de revogação.',
  'revogacao-nao-verificada':
    'Revogação não verificada: a assinatura não traz as listas de certificados revogados (LCR) de toda a cadeia.',
  'alteracoes-posteriores':
    'O arquivo recebeu alterações depois da última assinatura, que nenhuma assinatura cobre.',
  'versao-divergente':
    'Documento não corresponde à versão atual: não é nenhum dos PDFs que o portal gerou depois das alterações desta rodada.',
} as const;

export type MotivoAssinatura = keyof typeof MOTIVOS_ASSINATURA;

/** Staff's decision on a signature "a conferir". */
export const DECISOES_ASSINATURA = {
  aceita: 'Assinatura aceita pela equipe',
  recusada: 'Assinatura recusada pela equipe',
} as const;

export type DecisaoAssinatura = keyof typeof DECISOES_ASSINATURA;

/** What the evidence keeps of a certificate: enough to name it after it expires. */
export interface CertificadoResumido {
  titular: string;
  emissor: string;
  /** Serial number in hexadecimal, as certificate viewers show it. */
  serie: string;
  validoDe: string;
  validoAte: string;
}

/** A CRL the revocation check relied on. */
export interface LcrUsada {
  emissor: string;
  emitidaEm: string;
  proximaEm: string | null;
  /** Where it was downloaded from; absent when it came inside the signature. */
  url?: string;
}

/** One signature of the PDF, as checked at upload: who, when, through which chain. */
export interface AssinaturaVerificada {
  signatario: string | null;
  /** 11 digits, from the ICP-Brasil otherName; null when the certificate carries none. */
  cpf: string | null;
  /** The signing time the signer declared (signed attribute), not a timestamp authority's. */
  assinadaEm: string | null;
  /** From the signer to the trust anchor when it chains; otherwise what the signature brought. */
  cadeia: CertificadoResumido[];
  cadeiaConfiavel: boolean;
  foraDaValidade: boolean;
  revogacao: 'verificada' | 'revogado' | 'nao-verificada';
  lcrs: LcrUsada[];
}

/** What the verdict rests on, stored with it so it can be shown after the certificates expire. */
export interface EvidenciasAssinatura {
  assinaturas: AssinaturaVerificada[];
  /** Incremental updates after the last signed range. */
  atualizacoesPosteriores: number;
  /** Whether the document before the first signature is a PDF the portal generated. */
  primeiraRevisaoGerada: boolean;
}

/** The verdict in the company's words, as the upload's answer carries it. */
export interface ResumoAssinatura {
  veredito: VereditoAssinatura;
  rotulo: string;
  motivos: string[];
}

/** A verification as staff read it (GET /api/proposta/:id/assinaturas). */
export interface VerificacaoAssinatura {
  id: string;
  arquivoId: string;
  veredito: VereditoAssinatura;
  rotulo: string;
  motivos: { codigo: MotivoAssinatura; texto: string }[];
  verificadaEm: string;
  assinaturas: AssinaturaVerificada[];
  atualizacoesPosteriores: number;
  primeiraRevisaoGerada: boolean;
  decisao: {
    decisao: DecisaoAssinatura;
    rotulo: string;
    justificativa: string | null;
    decididaEm: string | null;
    decididaPor: string | null;
  } | null;
}
