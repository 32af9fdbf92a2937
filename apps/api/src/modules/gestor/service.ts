import { randomUUID } from 'node:crypto';
import {
  isEmailDosDominios,
  MENSAGENS,
  MENSAGENS_HTTP,
  TIPO_USUARIO,
  type CadastroGestor,
  type DecisaoGestor,
} from '@portal/domain';
import type { Database, Executor } from '../../infra/db/client.ts';
import { fieldError, HttpError } from '../../http/http-error.ts';
import { isUniqueViolation } from '../../infra/db/pg-errors.ts';
import type { SessionUser } from '../../http/acesso.ts';
import { hashSenha, senhaInutilizavel } from '../login/password.ts';
import { exigirSenhaForte } from '../login/senha-forte.ts';
import type { Limiter } from '../rate-limit/limiter.ts';
import { iniciarConfirmacao, type ContextoEmail } from '../conta/confirmacao-service.ts';
import { LIMITE_CADASTRO } from '../cadastro/limites.ts';
import { traduzirDuplicidade } from '../cadastro/service.ts';
import { registrarAuditoria, type Ator } from '../trilha-auditoria/registrar.ts';
import { repositoriosEm } from '../repositorios.ts';
import { avisarGestorDecidido, avisarGestorPendente } from './emails.ts';

/** A sign-up through gov.br: name, e-mail and CPF are gov.br's, and no password is asked. */
export type CadastroGestorPeloGovbr = Omit<CadastroGestor, 'senhaNova'>;

/** Links the gov.br CPF in the sign-up's transaction (docs/decisions/052). */
export type AoGravarPeloGovbr = (
  tx: Executor,
  gravado: { usuarioId: string; tipoUsuario: number },
) => Promise<void>;

/** Municipal managers' accounts: sign-up, the own profile and the staff's verification. */
export function createGestorService(
  db: Database,
  limiter: Limiter,
  dominiosPublicos: readonly string[],
  email: ContextoEmail,
) {
  const gestores = repositoriosEm(db).gestor;

  return {
    /**
     * Creates a manager account: verified at once (type 6) when the e-mail belongs to a
     * configured public body's domain, otherwise awaiting staff (type 7). Either way the e-mail is
     * confirmed as every account's is. Returns the id and whether it is verified. Through gov.br
     * (`aoGravarPeloGovbr`), the account gets a password nobody knows and the CPF's link.
     */
    async registrar(
      dados: CadastroGestor | CadastroGestorPeloGovbr,
      ator: Ator,
      aoGravarPeloGovbr: AoGravarPeloGovbr | null = null,
    ) {
      await limiter.hit(LIMITE_CADASTRO, ator.ip ?? '');
      if (!(await gestores.existsMunicipio(dados.municipioId))) {
        throw fieldError(400, 'municipioId', MENSAGENS.municipioGestorInvalido);
      }
      if ('senhaNova' in dados) exigirSenhaForte(dados.senhaNova, [dados.nome, dados.email]);
      const senhaHash =
        'senhaNova' in dados ? await hashSenha(dados.senhaNova) : await senhaInutilizavel();
      const id = randomUUID();
      const agora = email.clock.now();
      const verificado = isEmailDosDominios(dados.email, dominiosPublicos);
      const tipoUsuario = verificado ? TIPO_USUARIO.GESTOR : TIPO_USUARIO.GESTOR_PENDENTE;
      try {
        await db.transaction(async (tx) => {
          const repos = repositoriosEm(tx);
          await repos.usuario.insertUsuario({
            id,
            nome: dados.nome,
            email: dados.email,
            login: dados.email,
            senhaHash,
            tipoUsuario,
            empresaId: null,
            cargo: dados.cargo,
            aceiteLgpd: dados.aceiteLGPD,
          });
          await repos.gestor.insertGestor({
            usuarioId: id,
            cpf: dados.cpf,
            municipioId: dados.municipioId,
            cargo: dados.cargo,
            telefoneInstitucional: dados.telefoneInstitucional || null,
            criadoEm: agora,
            verificadoEm: verificado ? agora : null,
          });
          const pessoa = { id, nome: dados.nome, email: dados.email };
          await iniciarConfirmacao(tx, email, pessoa);
          if (!verificado) {
            const perfil = await repos.gestor.findPerfil(id);
            const municipio = perfil ? `${perfil.municipio.nome}/${perfil.municipio.uf}` : '';
            await avisarGestorPendente(tx, email.publicUrl, { ...pessoa, municipio });
          }
          await registrarAuditoria(
            tx,
            { ...ator, usuarioId: id, tipoUsuario },
            {
              acao: 'cadastro.gestor',
              entidade: 'usuario',
              entidadeId: id,
              detalhes: { verificacao: verificado ? 'dominio' : 'equipe' },
            },
          );
          await aoGravarPeloGovbr?.(tx, { usuarioId: id, tipoUsuario });
        });
      } catch (error) {
        if (isUniqueViolation(error, 'gestor_cpf_key')) {
          // A typed CPF is the form's field; gov.br's is proven, and whoever typed it into
          // another account is for staff to sort out, never for this sign-up to take over.
          throw aoGravarPeloGovbr
            ? new HttpError(409, MENSAGENS.govbrCpfDeOutroGestor)
            : fieldError(409, 'cpf', MENSAGENS.cpfJaCadastrado);
        }
        throw traduzirDuplicidade(error);
      }
      return { id, verificado };
    },

    /** The signed-in manager's own profile, whatever its standing; 404 for anyone else. */
    async perfil(user: SessionUser) {
      const perfil = await gestores.findPerfil(user.id);
      if (!perfil) throw new HttpError(404, MENSAGENS_HTTP.naoEncontrado);
      return perfil;
    },

    pendentes: () => gestores.listPendentes(),

    /** A staff member approves or refuses a pending manager; the manager hears by e-mail. */
    async decidir(id: string, dados: DecisaoGestor, equipe: SessionUser, ator: Ator) {
      await db.transaction(async (tx) => {
        const decisao = { aprovar: dados.aprovar, motivo: dados.motivo || null };
        const decidido = await repositoriosEm(tx).gestor.decidir(id, {
          ...decisao,
          por: equipe.id,
          em: ator.agora,
        });
        if (!decidido) throw new HttpError(404, MENSAGENS.gestorJaDecidido);
        await avisarGestorDecidido(tx, email.publicUrl, id, decisao);
        await registrarAuditoria(tx, ator, {
          acao: dados.aprovar ? 'gestor.aprovacao' : 'gestor.recusa',
          entidade: 'usuario',
          entidadeId: id,
          detalhes: decisao.motivo ? { motivo: decisao.motivo } : null,
        });
      });
      return dados.aprovar ? MENSAGENS.gestorAprovado : MENSAGENS.gestorRecusado;
    },
  };
}
