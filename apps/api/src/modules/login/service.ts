import { GUID_VAZIO, isUsuarioEquipe, MENSAGENS_HTTP, type Login } from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import type { SessionUser } from '../../http/acesso.ts';
import type { Limite, Limiter } from '../rate-limit/limiter.ts';
import { verificarSenha, verificarSenhaFicticia } from './password.ts';
import { type Credenciais } from './repository.ts';
import { repositoriosEm } from '../repositorios.ts';

const QUINZE_MINUTOS = 15 * 60;

interface Limites {
  porEmail: Limite;
  porCliente: Limite;
}

// Only failures spend these budgets (a success gives its attempt back), so an office, a city hall
// or a proxy with hundreds of people behind one address signs in freely. Per e-mail, ten wrong
// passwords stop guessing one account's; per address, fifty failures — more than the typos of
// hundreds of honest people in fifteen minutes — stop one machine trying a password on many
// accounts (credential stuffing). The price of the per-e-mail limit: someone can keep a person
// out for fifteen minutes by failing on purpose, which beats letting guesses through.
const LIMITES_LOGIN: Limites = {
  porEmail: { escopo: 'login-falha-email', max: 10, janelaSegundos: QUINZE_MINUTOS },
  porCliente: { escopo: 'login-falha-ip', max: 50, janelaSegundos: QUINZE_MINUTOS },
};
// The e-mail check tells whether an account exists (the spec's flow needs it), so looking up
// e-mails that have no account — what harvesting a list of e-mails mostly does — is limited
// the same way; a found e-mail is the ordinary first step of a sign-in and costs nothing.
const LIMITES_EMAIL: Limites = {
  porEmail: { escopo: 'email-ausente-email', max: 10, janelaSegundos: QUINZE_MINUTOS },
  porCliente: { escopo: 'email-ausente-ip', max: 50, janelaSegundos: QUINZE_MINUTOS },
};

/**
 * A sign-in's outcome: the credentials when it succeeds; on a refusal, the account the e-mail
 * named (if any), which the audit trail records without the e-mail typed.
 */
export type Autenticacao =
  | { credenciais: Credenciais; conta: Credenciais }
  | { credenciais: null; conta: Credenciais | null };

export function createLoginService(db: Database, limiter: Limiter) {
  const repository = repositoriosEm(db).login;

  const contarTentativa = async (limites: Limites, email: string, cliente: string) => {
    await limiter.hit(limites.porCliente, cliente);
    await limiter.hit(limites.porEmail, email);
  };
  const devolverTentativa = async (limites: Limites, email: string, cliente: string) => {
    await limiter.refund(limites.porCliente, cliente);
    await limiter.refund(limites.porEmail, email);
  };

  return {
    /**
     * The user whose e-mail and password match, if any; unknown e-mails cost the same time.
     * The institute's sign-in (`apenasEquipe`) admits staff only, and checks the type after the
     * password so a company account answers exactly like a wrong password.
     */
    async autenticar(dados: Login, cliente: string, apenasEquipe = false): Promise<Autenticacao> {
      await contarTentativa(LIMITES_LOGIN, dados.login, cliente);
      const credenciais = await repository.findCredenciaisByEmail(dados.login);
      if (!credenciais) {
        await verificarSenhaFicticia(dados.SenhaAtual);
        return { credenciais: null, conta: null };
      }
      const recusada = { credenciais: null, conta: credenciais };
      if (!(await verificarSenha(credenciais.senhaHash, dados.SenhaAtual))) return recusada;
      if (apenasEquipe && !isUsuarioEquipe(credenciais.tipoUsuario)) return recusada;
      await devolverTentativa(LIMITES_LOGIN, dados.login, cliente);
      return { credenciais, conta: credenciais };
    },

    /** The e-mail step; the institute's (`apenasEquipe`) only knows staff accounts. */
    async emailExiste(email: string, cliente: string, apenasEquipe = false): Promise<boolean> {
      await contarTentativa(LIMITES_EMAIL, email, cliente);
      const existe = await (apenasEquipe
        ? repository.existsEmailEquipe(email)
        : repository.existsEmail(email));
      if (existe) await devolverTentativa(LIMITES_EMAIL, email, cliente);
      return existe;
    },

    async autenticado(user: SessionUser) {
      const row = await repository.findAutenticado(user.id);
      if (!row) throw new HttpError(401, MENSAGENS_HTTP.naoAutenticado);
      const { empresaId, empresaCnpj, ...usuario } = row;
      return {
        autenticado: true,
        ...usuario,
        empresa: empresaId === null ? null : { id: empresaId, cnpj: empresaCnpj },
        // The version of the terms the person must accept before going on, or null.
        termosPendentes: user.termosPendentes ?? null,
      };
    },
  };
}

/** The spec's login answer; the company id is the empty GUID for users without a company. */
export const respostaLogin = (credenciais: Credenciais) => ({
  autenticado: true,
  id: credenciais.id,
  empresa: { id: credenciais.empresaId ?? GUID_VAZIO },
  tipoUsuario: credenciais.tipoUsuario,
  mensagem: '',
});
