import type { MotivoFalhaGovbr } from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import type { Clock } from '../../infra/clock.ts';
import { lerIdentidade } from './identidade.ts';
import { repositoriosEm } from '../repositorios.ts';

// gov.br's clock and the portal's may differ by a few seconds; more would let a sign-in made
// before the request count as fresh.
const TOLERANCIA_AUTH_TIME_MS = 30 * 1000;

/** What a "Confirmar com gov.br" keeps between the request and the callback. */
export interface PedidoConfirmacao {
  sessaoId: string;
  usuarioId: string;
  /** ISO instant of the request, by the portal's clock: `auth_time` must not be older. */
  pedidoEm: string;
  /** The portal page to go back to. */
  destino: string;
}

/**
 * Whether the callback's ID token proves a fresh sign-in, at gov.br, by the session's owner:
 * the same session that asked, an `auth_time` no older than the request, and the CPF linked to
 * the account. On success the session's window opens (docs/decisions/031).
 */
export async function concluirConfirmacao(
  db: Database,
  clock: Clock,
  pedido: PedidoConfirmacao,
  sessaoAtual: string | null,
  reivindicacoes: Record<string, unknown>,
): Promise<MotivoFalhaGovbr | null> {
  if (sessaoAtual !== pedido.sessaoId) return 'expirado';
  const { auth_time: autenticadoEm } = reivindicacoes;
  if (
    typeof autenticadoEm !== 'number' ||
    autenticadoEm * 1000 < new Date(pedido.pedidoEm).getTime() - TOLERANCIA_AUTH_TIME_MS
  ) {
    return 'confirmacao-antiga';
  }
  const identidade = lerIdentidade(reivindicacoes);
  if (!identidade) return 'cpf-invalido';
  const vinculo = await repositoriosEm(db).govbr.findVinculoByUsuario(pedido.usuarioId);
  if (vinculo?.cpf !== identidade.cpf) return 'outra-pessoa';
  await repositoriosEm(db).session.marcarConfirmacaoGovbr(pedido.sessaoId, clock.now());
  return null;
}
