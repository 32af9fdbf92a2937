import { rotuloCampoProposta } from '../catalogo/rotulos-proposta.ts';
import { ALVO_GERAL, alvoDoCampo } from '../catalogo/solicitacoes.ts';
import { MENSAGENS } from '../mensagens/index.ts';

/** What the rules need of a request: where it points and until when it may be answered. */
export interface SolicitacaoVigente {
  alvo: string;
  /** An instant (a Date on the server, ISO text in the browser); null: no date of its own. */
  prazo: Date | string | null;
}

const vence = (s: SolicitacaoVigente) => (s.prazo === null ? null : new Date(s.prazo));
const vigente = (s: SolicitacaoVigente, agora: Date) => {
  const prazo = vence(s);
  return prazo === null || agora.getTime() <= prazo.getTime();
};

/**
 * The parts of the form a round opens now: the sections and attachment categories a
 * request points at, while that request's date has not passed.
 */
export const partesAbertas = (
  solicitacoes: readonly SolicitacaoVigente[],
  agora: Date,
): Set<string> =>
  new Set(
    solicitacoes.filter((s) => s.alvo !== ALVO_GERAL && vigente(s, agora)).map((s) => s.alvo),
  );

/**
 * The last instant the round may be answered with a new signed form: the latest date of its
 * requests, or none when any request has no date.
 */
export function prazoDaRodada(solicitacoes: readonly SolicitacaoVigente[]): Date | null {
  const prazos = solicitacoes.map(vence);
  if (prazos.length === 0 || prazos.some((p) => p === null)) return null;
  return new Date(Math.max(...prazos.map((p) => p!.getTime())));
}

/**
 * Why a change to these fields (form paths, `anexos.*` for a category) is refused in the round,
 * or null when every one is open: fields nobody asked for are named, a request whose date has
 * passed says when it ended.
 */
export function recusaNaRodada(
  solicitacoes: readonly SolicitacaoVigente[],
  campos: readonly string[],
  agora: Date,
): string | null {
  const abertas = partesAbertas(solicitacoes, agora);
  const fechados = campos.filter((campo) => !abertas.has(alvoDoCampo(campo)));
  if (fechados.length === 0) return null;
  const naoPedidos = fechados.filter(
    (campo) => !solicitacoes.some((s) => s.alvo === alvoDoCampo(campo)),
  );
  if (naoPedidos.length > 0) {
    return MENSAGENS.camposNaoSolicitados([...new Set(naoPedidos.map(rotuloCampoProposta))]);
  }
  const vencidas = solicitacoes
    .filter((s) => fechados.some((campo) => alvoDoCampo(campo) === s.alvo))
    .map((s) => vence(s)!.getTime());
  return MENSAGENS.solicitacaoVencida(new Date(Math.max(...vencidas)));
}
