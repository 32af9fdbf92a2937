import { CONTEXTO_ARQUIVO, MENSAGENS, type MotivoAssinatura } from '@portal/domain';
import type { Executor } from '../../../infra/db/client.ts';
import { HttpError } from '../../../http/http-error.ts';
import { lerAssinaturasDoPdf } from '../../assinatura/pdf-assinaturas.ts';
import { primeiraRevisaoEntre, sha256 } from '../../assinatura/verificador.ts';
import type { FileStorage } from '../../../infra/arquivos/storage.ts';
import { repositoriosEm } from '../../repositorios.ts';

const semAsAlteracoes = () => new HttpError(409, MENSAGENS.documentoSemAlteracoesDaRodada);

/**
 * A round of requests closes only on a document that carries its answer: the signed
 * form that answers it must not be one an earlier version already holds, and a digitally signed
 * one must sign a PDF the portal generated from the solution's current version, that is after
 * the round's last change. An unsigned PDF (a scan) cannot be traced that way: it is accepted,
 * and answers the motive staff see when it is none of those generated PDFs.
 */
export async function conferirDocumentoDaRodada(
  db: Executor,
  storage: FileStorage,
  alvo: { id: string; versao: number },
  pdf: Buffer,
  assinadoDigitalmente: boolean,
): Promise<MotivoAssinatura | null> {
  const hash = sha256(pdf);
  const anteriores = await repositoriosEm(db).envios.enviadosDoContexto(
    alvo.id,
    CONTEXTO_ARQUIVO.FORM_ASSINADO,
  );
  for (const { id } of anteriores) {
    const bytes = await storage.read(id);
    if (bytes !== null && sha256(bytes) === hash) throw semAsAlteracoes();
  }
  const daVersaoAtual = await repositoriosEm(db).assinatura.hashesGerados(alvo.id, alvo.versao);
  if (!assinadoDigitalmente) return daVersaoAtual.includes(hash) ? null : 'versao-divergente';
  if (!primeiraRevisaoEntre(lerAssinaturasDoPdf(pdf).primeiraRevisao, daVersaoAtual)) {
    throw semAsAlteracoes();
  }
  return null;
}
