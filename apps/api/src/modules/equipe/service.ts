import { MENSAGENS, MENSAGENS_HTTP, TIPO_USUARIO, type AcaoAuditoria } from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import type { SessionUser } from '../../http/acesso.ts';
import { exigirEmailConfirmado } from '../conta/confirmacao-service.ts';
import { encerrarAcessos } from '../conta/encerrar-acessos.ts';
import { avisarEquipeAlterada } from './emails.ts';
import { recusaAcaoEquipe, type AcaoEquipe } from './policies.ts';
import { type MembroEquipe } from './repository.ts';
import { alteracoesEntre, registrarAuditoria, type Ator } from '../trilha-auditoria/registrar.ts';
import { repositoriosEm } from '../repositorios.ts';

const colecao = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** Pending members first (they wait for someone), then by name as a Brazilian reader expects. */
export const ordenarEquipe = (membros: MembroEquipe[]): MembroEquipe[] =>
  [...membros].sort(
    (a, b) =>
      Number(b.tipoUsuario === TIPO_USUARIO.EQUIPE_PENDENTE) -
        Number(a.tipoUsuario === TIPO_USUARIO.EQUIPE_PENDENTE) || colecao.compare(a.nome, b.nome),
  );

const valoresDe = (acao: AcaoEquipe) => {
  if (acao.tipo === 'perfil') return { tipoUsuario: acao.tipoUsuario };
  return { ativo: acao.tipo === 'reativacao' };
};

const ACAO_AUDITORIA = {
  aprovacao: 'equipe.aprovacao',
  perfil: 'equipe.perfil',
  desativacao: 'equipe.desativacao',
  reativacao: 'equipe.reativacao',
} as const satisfies Record<AcaoEquipe['tipo'] | 'aprovacao', AcaoAuditoria>;

/** What the administrator reads after the act: the act itself, as it happened. */
function mensagemDe(acao: AcaoEquipe, antes: number, aprovacao: boolean): string {
  if (acao.tipo === 'perfil') return MENSAGENS.perfilAplicado(antes, acao.tipoUsuario, aprovacao);
  return acao.tipo === 'desativacao' ? MENSAGENS.usuarioDesativado : MENSAGENS.usuarioReativado;
}

export function createEquipeService(db: Database, publicUrl: string) {
  return {
    listar: async () => ordenarEquipe(await repositoriosEm(db).equipe.list()),

    /**
     * Applies one administrator action in a transaction that holds the team lock, ends the
     * member's sessions and links when deactivated (the session check also refuses inactive
     * users; a reset link would still set a password) and rolls back if no active administrator
     * would be left.
     */
    async aplicar(
      user: SessionUser,
      alvoId: string,
      acao: AcaoEquipe,
      ator: Ator,
    ): Promise<{ membro: MembroEquipe; mensagem: string }> {
      const recusa = recusaAcaoEquipe(user, alvoId, acao);
      if (recusa !== null) throw new HttpError(409, recusa);
      return db.transaction(async (tx) => {
        const repository = repositoriosEm(tx).equipe;
        await repository.lock();
        const antes = await repository.find(alvoId);
        if (!antes) throw new HttpError(404, MENSAGENS_HTTP.naoEncontrado);
        const aprovacao =
          acao.tipo === 'perfil' && antes.tipoUsuario === TIPO_USUARIO.EQUIPE_PENDENTE;
        // An account of an address nobody proved is not let into the institute's data.
        if (aprovacao) await exigirEmailConfirmado(tx, alvoId, MENSAGENS.confirmeEmailParaAprovar);
        const membro = await repository.update(alvoId, valoresDe(acao));
        if (!membro) throw new HttpError(404, MENSAGENS_HTTP.naoEncontrado);
        if (acao.tipo === 'desativacao') {
          await encerrarAcessos(tx, alvoId, ator.agora, null);
        }
        if ((await repository.countAdministradoresAtivos()) === 0) {
          throw new HttpError(409, MENSAGENS.ultimoAdministrador);
        }
        if (acao.tipo === 'desativacao' && antes.ativo) {
          await avisarEquipeAlterada(tx, publicUrl, alvoId, { tipo: 'desativacao' });
        } else if (acao.tipo === 'perfil' && antes.tipoUsuario !== acao.tipoUsuario) {
          const tipo = aprovacao ? 'aprovacao' : 'perfil';
          await avisarEquipeAlterada(tx, publicUrl, alvoId, {
            tipo,
            tipoUsuario: acao.tipoUsuario,
          });
        }
        const alteracoes = alteracoesEntre(
          { tipoUsuario: antes.tipoUsuario, ativo: antes.ativo },
          { tipoUsuario: membro.tipoUsuario, ativo: membro.ativo },
        );
        if (alteracoes) {
          await registrarAuditoria(tx, ator, {
            acao: ACAO_AUDITORIA[aprovacao ? 'aprovacao' : acao.tipo],
            entidade: 'usuario',
            entidadeId: alvoId,
            alteracoes,
          });
        }
        return { membro, mensagem: mensagemDe(acao, antes.tipoUsuario, aprovacao) };
      });
    },
  };
}
