import {
  CAMINHO_FOTOS,
  completudeProposta,
  CONTEXTO_ARQUIVO,
  MENSAGENS,
  rotuloDoCaminho,
  type ErroDeCampo,
} from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { apresentarProposta } from './presenter.ts';
import { repositoriosEm } from '../repositorios.ts';

/**
 * Refuses, with 409 and one issue per field (the form marks each and links to it), a solution
 * that still lacks a field or its photos. Asked before the PDF is generated, before the signed
 * PDF is taken and before staff move a solution on: a half-done draft is fine at status 1 only.
 * 409 and not 400: the request is well formed, the solution is not ready for it yet.
 */
export async function exigirCompleta(db: Executor, propostaId: string): Promise<void> {
  const row = await repositoriosEm(db).proposta.findById(propostaId);
  if (!row) return;
  const fotos = await repositoriosEm(db).arquivo.countByPropostaContexto(
    propostaId,
    CONTEXTO_ARQUIVO.FOTOS,
  );
  const completude = completudeProposta(apresentarProposta(row, null), fotos);
  if (completude.completa) return;
  const issues: ErroDeCampo[] = completude.campos.map(({ path, message }) => ({ path, message }));
  if (completude.faltamFotos)
    issues.push({ path: CAMINHO_FOTOS, message: MENSAGENS.fotosObrigatorias });
  throw new HttpError(
    409,
    MENSAGENS.solucaoIncompleta(issues.map((i) => rotuloDoCaminho(i.path))),
    {
      issues,
    },
  );
}
