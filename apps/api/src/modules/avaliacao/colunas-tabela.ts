import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { arredondarNota, MARGEM_DIVERGENCIA_PADRAO, MENSAGENS_HTTP } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { avaliacao } from '../../infra/db/schema-avaliacao.ts';
import { HttpError } from '../../http/http-error.ts';
import type { SessionUser } from '../../http/acesso.ts';
import { isAdministrador, podeVerAvaliacoes, semConflito } from './policies.ts';
import { repositoriosEm } from '../repositorios.ts';

export interface ResumoDaLinha {
  id: string;
  atribuidas: number | null;
  enviadas: number | null;
  media: number | null;
  amplitude: number | null;
}

export interface ColunasAvaliacao {
  /** The reader declared a conflict with the solution: every column below is blank. */
  conflito: boolean;
  atribuidas: number | null;
  enviadas: number | null;
  nota: number | null;
  amplitude: number | null;
  divergente: boolean | null;
}

/**
 * Sorting by score would show an analyst the ranking their own scores should not lean on; the
 * column and its sort are the administrators', who consolidate.
 */
export function exigirOrdemPermitida(user: SessionUser, ordem: string): void {
  if (ordem === 'nota' && !isAdministrador(user)) {
    throw new HttpError(403, MENSAGENS_HTTP.acessoNegado);
  }
}

/**
 * The evaluation columns of the staff table ("2/3 avaliações", score, spread, disagreement).
 * The counts are for all staff but those in conflict; the score follows the same policy as the
 * solution page: an analyst sees it only where they have sent their own evaluation and declared
 * no conflict.
 */
export async function colunasDeAvaliacao(
  db: Executor,
  user: SessionUser,
  linhas: readonly ResumoDaLinha[],
): Promise<Map<string, ColunasAvaliacao>> {
  const ids = linhas.map((l) => l.id);
  const admin = isAdministrador(user);
  const [margem, enviou, emConflito] = await Promise.all([
    repositoriosEm(db).rubrica.margem(),
    admin || ids.length === 0
      ? []
      : db
          .selectDistinct({ id: avaliacao.propostaId })
          .from(avaliacao)
          .where(
            and(
              eq(avaliacao.avaliadorId, user.id),
              inArray(avaliacao.propostaId, ids),
              isNotNull(avaliacao.enviadaEm),
            ),
          ),
    repositoriosEm(db).atribuicao.conflitos(user.id, ids),
  ]);
  const enviadas = new Set(enviou.map((r) => r.id));
  const limite = margem ?? MARGEM_DIVERGENCIA_PADRAO;
  return new Map(
    linhas.map((l) => {
      const situacao = { conflito: emConflito.has(l.id), jaEnviou: enviadas.has(l.id) };
      const aberta = semConflito(situacao);
      const visivel = l.media !== null && podeVerAvaliacoes(user, situacao);
      return [
        l.id,
        {
          conflito: !aberta,
          atribuidas: aberta ? (l.atribuidas ?? 0) : null,
          enviadas: aberta ? (l.enviadas ?? 0) : null,
          nota: visivel ? arredondarNota(l.media!) : null,
          amplitude: visivel ? arredondarNota(l.amplitude!) : null,
          divergente: visivel ? l.amplitude! > limite : null,
        } satisfies ColunasAvaliacao,
      ] as const;
    }),
  );
}
