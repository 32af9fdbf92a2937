import type { PedidoRedefinicao, RedefinicaoSenha } from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import { exigirSenhaForte } from '../login/senha-forte.ts';
import { avisarSenhaAlterada, enviarRedefinicaoSenha, VALIDADE_REDEFINICAO_MS } from './emails.ts';
import { hashSenha } from '../login/password.ts';
import { type Credenciais } from '../login/repository.ts';
import type { Limite, Limiter } from '../rate-limit/limiter.ts';
import type { ContextoEmail } from './confirmacao-service.ts';
import { gravarSenha } from './encerrar-acessos.ts';
import { erroDoLink } from './erros-link.ts';
import { registrarAuditoria, type Ator } from '../trilha-auditoria/registrar.ts';
import { repositoriosEm } from '../repositorios.ts';

const UMA_HORA = 60 * 60;

// Per e-mail, three links an hour: enough for a lost message, too few to flood a mailbox. Per
// address, twenty: an office behind one IP where several people forgot theirs.
const LIMITE_POR_EMAIL: Limite = { escopo: 'redefinicao-email', max: 3, janelaSegundos: UMA_HORA };
const LIMITE_POR_CLIENTE: Limite = { escopo: 'redefinicao-ip', max: 20, janelaSegundos: UMA_HORA };

/** "Esqueci minha senha": the link by e-mail, and the new password it allows. */
export function createRecuperacaoService(db: Database, limiter: Limiter, contexto: ContextoEmail) {
  const usuarios = repositoriosEm(db).login;

  return {
    /**
     * Sends a reset link when an active account has this e-mail. The caller answers the same
     * either way, so the form tells nobody which e-mails have accounts.
     */
    async solicitar(dados: PedidoRedefinicao, cliente: string): Promise<void> {
      await limiter.hit(LIMITE_POR_CLIENTE, cliente);
      await limiter.hit(LIMITE_POR_EMAIL, dados.email.toLowerCase());
      const credenciais = await usuarios.findCredenciaisByEmail(dados.email);
      if (!credenciais) return;
      await db.transaction(async (tx) => {
        const usuario = await repositoriosEm(tx).destinatarios.usuario(credenciais.id);
        if (!usuario) return;
        const token = await repositoriosEm(tx).token.emitir(
          credenciais.id,
          'redefinicao',
          usuario.email,
          contexto.clock.now(),
          VALIDADE_REDEFINICAO_MS,
        );
        await enviarRedefinicaoSenha(tx, contexto.publicUrl, usuario, token);
      });
    },

    /** Whether a link still opens, so the page can say so before anyone types a password. */
    async verificar(token: string): Promise<void> {
      const situacao = await repositoriosEm(db).token.verificar(
        token,
        'redefinicao',
        contexto.clock.now(),
      );
      if (!situacao.valido) throw erroDoLink(situacao.motivo);
    },

    /**
     * Sets the new password, uses the link up and ends every other link and every session of the
     * user (whoever knew the old password is out); the caller then opens a fresh session. Returns
     * who to sign in.
     */
    async redefinir(dados: RedefinicaoSenha, ator: Ator): Promise<Credenciais> {
      const agora = ator.agora;
      const tokens = repositoriosEm(db).token;
      const situacao = await tokens.verificar(dados.token, 'redefinicao', agora);
      if (!situacao.valido) throw erroDoLink(situacao.motivo);
      const perfil = await usuarios.findPerfil(situacao.usuarioId);
      exigirSenhaForte(dados.senhaNova, [perfil?.nome, perfil?.email]);
      const senhaHash = await hashSenha(dados.senhaNova);
      return db.transaction(async (tx) => {
        if (!(await repositoriosEm(tx).token.consumir(situacao.hash, agora))) {
          throw erroDoLink('usado');
        }
        const credenciais = await repositoriosEm(tx).login.findCredenciaisById(situacao.usuarioId);
        if (!credenciais) throw erroDoLink('invalido');
        await gravarSenha(tx, credenciais.id, senhaHash, agora, null);
        // Following a link sent to the address proves the address, as the confirmation would.
        await repositoriosEm(tx).confirmacao.confirmar(credenciais.id, situacao.email);
        await avisarSenhaAlterada(tx, credenciais.id, 'redefinida');
        await registrarAuditoria(
          tx,
          { ...ator, usuarioId: credenciais.id, tipoUsuario: credenciais.tipoUsuario },
          {
            acao: 'senha.recuperacao',
            entidade: 'usuario',
            entidadeId: credenciais.id,
            empresaId: credenciais.empresaId,
          },
        );
        return credenciais;
      });
    },
  };
}
