import { randomUUID } from 'node:crypto';
import {
  MENSAGENS,
  MENSAGENS_HTTP,
  TIPO_USUARIO,
  type CadastroUsuarioIpt,
  type TrocaSenha,
} from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import { fieldError, HttpError } from '../../http/http-error.ts';
import type { SessionUser } from '../../http/acesso.ts';
import { createConfirmacaoTitular } from '../login/confirmacao-titular.ts';
import { hashSenha } from '../login/password.ts';
import type { Limiter } from '../rate-limit/limiter.ts';
import { iniciarConfirmacao, type ContextoEmail } from '../conta/confirmacao-service.ts';
import { trocarSenhaPropria } from '../conta/encerrar-acessos.ts';
import { isDominioPermitido } from './dominios.ts';
import { LIMITE_CADASTRO } from './limites.ts';
import { exigirSenhaForte } from '../login/senha-forte.ts';
import { traduzirDuplicidade } from './service.ts';
import { avisarEquipePendente } from '../equipe/emails.ts';
import { registrarAuditoria, type Ator } from '../trilha-auditoria/registrar.ts';
import { repositoriosEm } from '../repositorios.ts';

/** Institute accounts: registration (always pending) and the password change staff rely on. */
export function createCadastroEquipeService(
  db: Database,
  limiter: Limiter,
  dominiosPermitidos: readonly string[],
  email: ContextoEmail,
) {
  const usuarios = repositoriosEm(db).login;
  const confirmacao = createConfirmacaoTitular(db, limiter, email.clock);

  return {
    /**
     * Creates a staff account awaiting approval (type 3), whatever the payload says: it may sign
     * in, but no staff route admits it until an administrator approves it (docs/decisions/007).
     */
    async registrar(dados: CadastroUsuarioIpt, ator: Ator): Promise<string> {
      await limiter.hit(LIMITE_CADASTRO, ator.ip ?? '');
      if (!isDominioPermitido(dados.email, dominiosPermitidos)) {
        throw fieldError(400, 'email', MENSAGENS.emailInstitucional(dominiosPermitidos));
      }
      exigirSenhaForte(dados.senhaNova, [dados.nome, dados.email]);
      const id = randomUUID();
      const senhaHash = await hashSenha(dados.senhaNova);
      try {
        await db.transaction(async (tx) => {
          await repositoriosEm(tx).usuario.insertUsuario({
            id,
            nome: dados.nome,
            email: dados.email,
            login: dados.email,
            senhaHash,
            tipoUsuario: TIPO_USUARIO.EQUIPE_PENDENTE,
            empresaId: null,
            aceiteLgpd: dados.aceiteLGPD,
          });
          const membro = { id, nome: dados.nome, email: dados.email };
          await iniciarConfirmacao(tx, email, membro);
          await avisarEquipePendente(tx, email.publicUrl, membro);
          await registrarAuditoria(
            tx,
            { ...ator, usuarioId: id, tipoUsuario: TIPO_USUARIO.EQUIPE_PENDENTE },
            { acao: 'cadastro.equipe', entidade: 'usuario', entidadeId: id },
          );
        });
      } catch (error) {
        throw traduzirDuplicidade(error);
      }
      return id;
    },

    /**
     * Any signed-in user's own password, after confirming the current one; the user's other
     * sessions end, as with the company profile's password change.
     */
    async trocarSenha(user: SessionUser, sessionId: string | null, dados: TrocaSenha, ator: Ator) {
      const perfil = await usuarios.findPerfil(user.id);
      if (!perfil) throw new HttpError(401, MENSAGENS_HTTP.naoAutenticado);
      await confirmacao.exigir(user.id, sessionId, dados.senhaAtual);
      exigirSenhaForte(dados.senhaNova, [perfil.nome, perfil.email]);
      const senhaHash = await hashSenha(dados.senhaNova);
      await db.transaction(async (tx) => {
        await trocarSenhaPropria(tx, ator, user, senhaHash, sessionId);
      });
    },
  };
}
