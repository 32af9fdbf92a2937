import {
  MENSAGENS,
  MOTIVOS_ASSINATURA,
  VEREDITOS_ASSINATURA,
  type ResumoAssinatura,
} from '@portal/domain';
import type { Certificate } from 'pkijs';
import type { Executor } from '../../infra/db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import type { BuscaLcr } from './lcr-rede.ts';
import { AssinaturaMalFormadaError } from './pdf-assinaturas.ts';
import { AssinaturaNaoConfereError } from './verificacao-cms.ts';
import { verificarPdfAssinado, type VereditoVerificacao } from './verificador.ts';
import { repositoriosEm } from '../repositorios.ts';

/** The deployment's rules for signed PDFs (settings ASSINATURA_*). */
export interface RegrasAssinatura {
  ancoras: Certificate[];
  /** CRLs from the certificates' distribution points, where the deployment allows the network. */
  buscarLcr: BuscaLcr | null;
  /** Refuse a PDF without a digital signature (a call that admits no scanned signature). */
  obrigatoria: boolean;
}

/**
 * Checks the signed form before it is stored: a signature that does not match its bytes, or a
 * PDF without one where the call demands it, is refused (422) and nothing is saved; any other
 * outcome is a verdict stored with the file.
 */
export async function verificarNoEnvio(
  db: Executor,
  regras: RegrasAssinatura,
  agora: Date,
  alvo: { id: string; empresaId: string },
  pdf: Buffer,
): Promise<VereditoVerificacao> {
  const repositorio = repositoriosEm(db).assinatura;
  const [hashesGerados, cpfResponsavel] = await Promise.all([
    repositorio.hashesGerados(alvo.id),
    repositorio.cpfResponsavel(alvo.empresaId),
  ]);
  let resultado: VereditoVerificacao;
  try {
    resultado = await verificarPdfAssinado(pdf, {
      ancoras: regras.ancoras,
      buscarLcr: regras.buscarLcr,
      agora,
      cpfResponsavel: cpfResponsavel ?? '',
      hashesGerados,
    });
  } catch (error) {
    if (error instanceof AssinaturaMalFormadaError) {
      throw new HttpError(422, MENSAGENS.assinaturaMalFormada);
    }
    if (error instanceof AssinaturaNaoConfereError) {
      throw new HttpError(422, MENSAGENS.assinaturaNaoConfere);
    }
    throw error;
  }
  if (resultado.veredito === 'sem_assinatura' && regras.obrigatoria) {
    throw new HttpError(422, MENSAGENS.assinaturaDigitalObrigatoria);
  }
  return resultado;
}

/** The verdict in the company's words, as the upload's answer carries it. */
export const resumoDoVeredito = ({ veredito, motivos }: VereditoVerificacao): ResumoAssinatura => ({
  veredito,
  rotulo: VEREDITOS_ASSINATURA[veredito],
  motivos: motivos.map((motivo) => MOTIVOS_ASSINATURA[motivo]),
});
