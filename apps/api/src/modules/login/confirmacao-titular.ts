import { MENSAGENS, MENSAGENS_HTTP } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { fieldError, HttpError } from '../../http/http-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { Limite, Limiter } from '../rate-limit/limiter.ts';
import { verificarSenha } from './password.ts';
import { repositoriosEm } from '../repositorios.ts';

// A stolen session must not become a way to guess the password it would need to change it.
const LIMITE_SENHA_ATUAL: Limite = {
  escopo: 'senha-atual',
  max: 10,
  janelaSegundos: 15 * 60,
};

// Long enough to finish the act the person went to gov.br for, short enough that a session left
// open on a shared computer soon needs the owner again (docs/decisions/031).
export const JANELA_CONFIRMACAO_GOVBR_MS = 5 * 60 * 1000;

/** What the dialogs offer: gov.br only to a session opened with it, and until when it stands. */
export interface EstadoConfirmacao {
  govbr: boolean;
  confirmadaAte: Date | null;
}

/**
 * "May this session do a sensitive act now": the one rule every place that asks for the current
 * password calls. The password proves the owner; so does a fresh sign-in at gov.br, for a session
 * opened with gov.br, within five minutes by the portal's clock.
 */
export function createConfirmacaoTitular(db: Executor, limiter: Limiter, clock: Clock) {
  const sessoes = repositoriosEm(db).session;
  const usuarios = repositoriosEm(db).login;

  const estado = async (sessionId: string | null): Promise<EstadoConfirmacao> => {
    const sessao = sessionId ? await sessoes.findConfirmacaoGovbr(sessionId) : null;
    if (!sessao?.govbr) return { govbr: false, confirmadaAte: null };
    const ate = sessao.confirmadaEm
      ? new Date(sessao.confirmadaEm.getTime() + JANELA_CONFIRMACAO_GOVBR_MS)
      : null;
    return { govbr: true, confirmadaAte: ate && ate > clock.now() ? ate : null };
  };

  return {
    estado,

    /** Refuses (400 on `senhaAtual`) unless the password is right or gov.br just confirmed. */
    async exigir(usuarioId: string, sessionId: string | null, senhaAtual: string | undefined) {
      if (senhaAtual === undefined) {
        const { govbr, confirmadaAte } = await estado(sessionId);
        if (confirmadaAte) return;
        throw fieldError(
          400,
          'senhaAtual',
          govbr ? MENSAGENS.confirmeSenhaOuGovbr : MENSAGENS.digiteSenha,
        );
      }
      await limiter.hit(LIMITE_SENHA_ATUAL, usuarioId);
      const credenciais = await usuarios.findCredenciaisById(usuarioId);
      if (!credenciais) throw new HttpError(401, MENSAGENS_HTTP.naoAutenticado);
      if (!(await verificarSenha(credenciais.senhaHash, senhaAtual))) {
        throw fieldError(400, 'senhaAtual', MENSAGENS.senhaIncorreta);
      }
    },
  };
}

export type ConfirmacaoTitular = ReturnType<typeof createConfirmacaoTitular>;
