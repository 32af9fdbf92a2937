import {
  atorDaTransicao,
  descricaoStatusProposta,
  MENSAGENS,
  transicaoDeStatus,
  type CaminhoTransicao,
  type TransicaoStatus,
} from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import type { SessionUser } from '../../http/acesso.ts';
import { type MudancaStatus } from './historico-repository.ts';
import { repositoriosEm } from '../repositorios.ts';

/** The status table's row for this move by this person, or the 409 every path answers. */
export function exigirTransicao(
  caminho: CaminhoTransicao,
  user: SessionUser,
  de: number,
  para: number,
): TransicaoStatus {
  const transicao = transicaoDeStatus(caminho, atorDaTransicao(user.tipoUsuario), de, para);
  if (transicao === null) {
    throw new HttpError(
      409,
      MENSAGENS.transicaoNaoPermitida(descricaoStatusProposta(de), descricaoStatusProposta(para)),
    );
  }
  return transicao;
}

/**
 * The one way a solution changes status: the table decides whether this path may
 * make the move, then the history entry and the current status are written together, in the
 * caller's transaction. Answers the entry's id and the row, whose effects the caller sets off.
 */
export async function transicionar(
  tx: Executor,
  caminho: CaminhoTransicao,
  user: SessionUser,
  de: number,
  mudanca: Omit<MudancaStatus, 'usuarioId'>,
): Promise<{ historicoId: number; transicao: TransicaoStatus }> {
  const transicao = exigirTransicao(caminho, user, de, mudanca.statusPropostaId);
  const historicoId = await repositoriosEm(tx).historico.mudarStatus({
    ...mudanca,
    usuarioId: user.id,
  });
  return { historicoId, transicao };
}
