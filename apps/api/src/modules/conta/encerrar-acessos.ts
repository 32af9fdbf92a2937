import { eq } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { usuario } from '../../infra/db/schema.ts';
import type { SessionUser } from '../../http/acesso.ts';
import { avisarSenhaAlterada } from './emails.ts';
import { registrarAuditoria, type Ator } from '../trilha-auditoria/registrar.ts';
import { repositoriosEm } from '../repositorios.ts';

/**
 * Ends everything that could still act for an account once the way into it changed (a new
 * password by any path, deactivation, deletion): every unused reset and confirmation link, and
 * every session but the one that made the change (`sessaoMantida`, null for none). Runs in the
 * event's transaction, so the event never commits while an old link or session still opens the
 * account: a reset link asked before a password change would otherwise set a password of its
 * own and sign its holder in.
 */
export async function encerrarAcessos(
  tx: Executor,
  usuarioId: string,
  agora: Date,
  sessaoMantida: string | null,
): Promise<void> {
  await repositoriosEm(tx).token.cancelarTodos(usuarioId, agora);
  await repositoriosEm(tx).session.deleteOthers(usuarioId, sessaoMantida);
}

/**
 * The only way a password is written: whatever path sets it, the links and sessions that came
 * before it end with the old one.
 */
export async function gravarSenha(
  tx: Executor,
  usuarioId: string,
  senhaHash: string,
  agora: Date,
  sessaoMantida: string | null,
): Promise<void> {
  await tx
    .update(usuario)
    .set({ senhaHash, dataAlteracaoSenha: agora })
    .where(eq(usuario.id, usuarioId));
  await encerrarAcessos(tx, usuarioId, agora, sessaoMantida);
}

/**
 * A signed-in person's own new password, in the caller's transaction: written (every other
 * session ends), the person told in case it was not them, and the trail kept.
 */
export async function trocarSenhaPropria(
  tx: Executor,
  ator: Ator,
  user: SessionUser,
  senhaHash: string,
  sessionId: string | null,
): Promise<void> {
  await gravarSenha(tx, user.id, senhaHash, ator.agora, sessionId);
  await avisarSenhaAlterada(tx, user.id, 'alterada');
  await registrarAuditoria(tx, ator, {
    acao: 'senha.troca',
    entidade: 'usuario',
    entidadeId: user.id,
    empresaId: user.empresaId,
  });
}
