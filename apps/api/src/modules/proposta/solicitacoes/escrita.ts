import { MENSAGENS, prazoDaRodada, recusaNaRodada } from '@portal/domain';
import type { Executor } from '../../../infra/db/client.ts';
import { HttpError } from '../../../http/http-error.ts';
import type { SessionUser } from '../../../http/acesso.ts';
import { recusaAlteracao } from '../policies.ts';
import type { PropostaAlvoRow } from '../repository.ts';
import { exigirAlteravel, propostaBloqueada } from '../alvo.ts';
import { type RodadaAberta } from './repository.ts';
import { repositoriosEm } from '../../repositorios.ts';

/** What a company write touches: fields by their form paths (`anexos.*` for a category), or the signature. */
export type Escrita = { campos: readonly string[] } | 'assinatura';

/**
 * Throws the 404 or 409 a company write to the solution deserves now, with its row locked.
 * While it waits for the company (status 1) everything is open; the call's deadline is the
 * calendar plugin's. In a round of requests (status 6) only the parts its requests point at,
 * until their dates, and the new signed form until the round's last date. Returns the open
 * round, when there is one.
 */
export async function exigirEscrita(
  tx: Executor,
  agora: Date,
  user: SessionUser,
  alvo: PropostaAlvoRow | null,
  escrita: Escrita,
): Promise<RodadaAberta | null> {
  exigirAlteravel(user, alvo);
  if (recusaAlteracao(user, alvo) !== 'rodada') return null;
  const repository = repositoriosEm(tx).solicitacoes;
  const rodada = await repository.aberta(alvo.id);
  if (!rodada) throw propostaBloqueada();
  const solicitacoes = await repository.daRodada(alvo.id, rodada.numero);
  if (escrita === 'assinatura') {
    const prazo = prazoDaRodada(solicitacoes);
    if (prazo !== null && agora.getTime() > prazo.getTime()) {
      throw new HttpError(409, MENSAGENS.rodadaVencida(prazo));
    }
    return rodada;
  }
  const mensagem = recusaNaRodada(solicitacoes, escrita.campos, agora);
  if (mensagem !== null) throw new HttpError(409, mensagem);
  return rodada;
}
