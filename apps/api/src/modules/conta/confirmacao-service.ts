import { MENSAGENS } from '@portal/domain';
import type { Database, Executor } from '../../infra/db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import type { SessionUser } from '../../http/acesso.ts';
import type { Clock } from '../../infra/clock.ts';
import type { Destinatario } from '../email/destinatarios-repository.ts';
import { enviarConfirmacaoEmail, VALIDADE_CONFIRMACAO_MS } from './emails.ts';
import type { Limite, Limiter } from '../rate-limit/limiter.ts';
import { erroDoLink } from './erros-link.ts';
import { registrarAuditoria, type Ator } from '../trilha-auditoria/registrar.ts';
import { repositoriosEm } from '../repositorios.ts';

/** What a service needs to send e-mail: the portal's address for links and the server's clock. */
export interface ContextoEmail {
  publicUrl: string;
  clock: Clock;
}

// A resend is a click away; five an hour cover a slow inbox without letting anyone spam it.
const LIMITE_REENVIO: Limite = { escopo: 'confirmacao-reenvio', max: 5, janelaSegundos: 60 * 60 };

/**
 * Marks a new account's address as unconfirmed and sends the confirmation link, inside the
 * registration's transaction: an account never exists without its link on the way.
 */
export async function iniciarConfirmacao(
  tx: Executor,
  contexto: ContextoEmail,
  usuario: Destinatario & { id: string },
): Promise<void> {
  await repositoriosEm(tx).confirmacao.marcarPendente(usuario.id, usuario.email);
  const token = await repositoriosEm(tx).token.emitir(
    usuario.id,
    'confirmacao',
    usuario.email,
    contexto.clock.now(),
    VALIDADE_CONFIRMACAO_MS,
  );
  await enviarConfirmacaoEmail(tx, contexto.publicUrl, usuario, token);
}

/** Refuses an act that needs a confirmed address (`mensagem` says which act). */
export async function exigirEmailConfirmado(
  db: Executor,
  usuarioId: string,
  mensagem: string,
): Promise<void> {
  if (await repositoriosEm(db).confirmacao.pendente(usuarioId)) {
    throw new HttpError(409, mensagem);
  }
}

export function createConfirmacaoService(db: Database, limiter: Limiter, contexto: ContextoEmail) {
  const confirmacoes = repositoriosEm(db).confirmacao;

  return {
    async situacao(user: SessionUser) {
      const pendente = await confirmacoes.pendente(user.id);
      return { confirmado: pendente === null, email: pendente?.email ?? null };
    },

    /** Works signed in or not: the link may be opened on another device. */
    async confirmar(token: string, ator: Ator): Promise<void> {
      const agora = ator.agora;
      await db.transaction(async (tx) => {
        const tokens = repositoriosEm(tx).token;
        const situacao = await tokens.verificar(token, 'confirmacao', agora);
        if (!situacao.valido) throw erroDoLink(situacao.motivo);
        if (!(await tokens.consumir(situacao.hash, agora))) throw erroDoLink('usado');
        await repositoriosEm(tx).confirmacao.confirmar(situacao.usuarioId, situacao.email);
        // The link proves who confirmed, signed in or not.
        await registrarAuditoria(
          tx,
          { ...ator, usuarioId: situacao.usuarioId },
          { acao: 'email.confirmacao', entidade: 'usuario', entidadeId: situacao.usuarioId },
        );
      });
    },

    async reenviar(user: SessionUser, nome: string): Promise<void> {
      await limiter.hit(LIMITE_REENVIO, user.id);
      const pendente = await confirmacoes.pendente(user.id);
      if (!pendente) throw new HttpError(409, MENSAGENS.emailJaConfirmado);
      await db.transaction(async (tx) => {
        const token = await repositoriosEm(tx).token.emitir(
          user.id,
          'confirmacao',
          pendente.email,
          contexto.clock.now(),
          VALIDADE_CONFIRMACAO_MS,
        );
        await enviarConfirmacaoEmail(
          tx,
          contexto.publicUrl,
          { nome, email: pendente.email },
          token,
        );
      });
    },
  };
}
