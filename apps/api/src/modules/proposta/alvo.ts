import { MENSAGENS, MENSAGENS_HTTP } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import type { SessionUser } from '../../http/acesso.ts';
import { podeVerProposta, recusaAlteracao } from './policies.ts';
import { type PropostaAlvoRow } from './repository.ts';
import { repositoriosEm } from '../repositorios.ts';

// Someone else's proposal answers as if it did not exist, so ids cannot be probed.
export const propostaNaoEncontrada = () => new HttpError(404, MENSAGENS_HTTP.naoEncontrado);
export const propostaBloqueada = () => new HttpError(409, MENSAGENS.propostaNaoEditavel);

/**
 * Throws the 404 or 409 a change by `user` deserves; the screen hides the button, this decides.
 * In a round of requests it lets the write on: what it touches is `exigirEscrita`'s to weigh.
 */
export function exigirAlteravel(
  user: SessionUser,
  proposta: PropostaAlvoRow | null,
): asserts proposta is PropostaAlvoRow {
  const recusa = recusaAlteracao(user, proposta);
  if (recusa === 'ausente') throw propostaNaoEncontrada();
  if (recusa === 'bloqueada') throw propostaBloqueada();
}

/** The proposal if `user` may read it; 404 otherwise. */
export async function alvoVisivel(
  db: Executor,
  user: SessionUser,
  id: string,
): Promise<PropostaAlvoRow> {
  const alvo = await repositoriosEm(db).proposta.findAlvo(id);
  if (!alvo || !podeVerProposta(user, alvo)) throw propostaNaoEncontrada();
  return alvo;
}
