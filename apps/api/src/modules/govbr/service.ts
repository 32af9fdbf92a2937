import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  destinoAposEntrar,
  isUsuarioEquipe,
  MENSAGENS,
  type AreaGovbr,
  type IdentidadeGovbr as IdentidadeNaTela,
  type MotivoFalhaGovbr,
} from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import { fieldError, HttpError } from '../../http/http-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { ConfigGovbr } from '../../infra/config.ts';
import type { Ator } from '../trilha-auditoria/registrar.ts';
import type { createCadastroService } from '../cadastro/service.ts';
import type { createGestorService } from '../gestor/service.ts';
import type { createLoginService } from '../login/service.ts';
import { type Credenciais } from '../login/repository.ts';
import type { ClienteOidc, Tokens } from './cliente-oidc.ts';
import { atuaPelaEmpresa, consultarEmpresasDoCpf } from './empresas-api.ts';
import { concluirConfirmacao, type PedidoConfirmacao } from './confirmacao.ts';
import { lerIdentidade } from './identidade.ts';
import { createCadastroGovbr } from './cadastro-govbr.ts';
import { idDe, pendenciasDeIdentidade } from './pendencias-identidade.ts';
import { entrarPelaAtuacao, gravarVinculo, type PendenciaIdentidade } from './vinculo.ts';
import { repositoriosEm } from '../repositorios.ts';

// Long enough to type a password or fill in the registration, short enough that a token left
// in a shared computer's cookie is worth nothing by the next person.
const AUTORIZACAO_MS = 10 * 60 * 1000;
const IDENTIDADE_MS = 30 * 60 * 1000;

interface PendenciaAutorizacao {
  area: AreaGovbr;
  nonce: string;
  verificador: string;
  /** Present when the person went to gov.br to confirm a sensitive act, not to sign in. */
  confirmacao?: PedidoConfirmacao;
}

/**
 * How a callback ends: a session, a person still to link or register, a confirmed session, or
 * a refusal (said on the page the person came from when it was a confirmation).
 */
export type Retorno =
  | { tipo: 'sessao'; credenciais: Credenciais }
  | { tipo: 'pendente'; token: string }
  | { tipo: 'confirmado'; destino: string }
  | { tipo: 'falha'; motivo: MotivoFalhaGovbr; area: AreaGovbr; destino?: string };

export interface DependenciasGovbr {
  db: Database;
  config: ConfigGovbr;
  clock: Clock;
  log: FastifyBaseLogger;
  cliente: ClienteOidc;
  login: ReturnType<typeof createLoginService>;
  cadastro: ReturnType<typeof createCadastroService>;
  gestor: ReturnType<typeof createGestorService>;
}

// A failed fetch (down, refused, timed out) is gov.br being unavailable; anything else the
// library threw is a check that failed (state, code, PKCE, signature, expiry, nonce).
const isIndisponivel = (erro: unknown) =>
  erro instanceof Error && ['TypeError', 'TimeoutError', 'AbortError'].includes(erro.name);

export function createGovbrService(d: DependenciasGovbr) {
  const repository = repositoriosEm(d.db).govbr;
  const usuarios = repositoriosEm(d.db).login;

  const pendencias = pendenciasDeIdentidade(d);

  return {
    ...createCadastroGovbr(d, pendencias),

    /**
     * A new sign-in, or with `confirmacao` a fresh one that confirms a sensitive act: where to
     * send the browser, and the state its cookie must carry back.
     */
    async iniciar(area: AreaGovbr, confirmacao?: Omit<PedidoConfirmacao, 'pedidoEm'>) {
      const agora = d.clock.now();
      await repository.purgeExpiradas(agora);
      const autorizacao = await d.cliente.autorizacao(confirmacao !== undefined);
      const pendencia: PendenciaAutorizacao = {
        area,
        nonce: autorizacao.nonce,
        verificador: autorizacao.verificador,
        ...(confirmacao && { confirmacao: { ...confirmacao, pedidoEm: agora.toISOString() } }),
      };
      await repository.insertPendencia(
        idDe(autorizacao.state),
        'autorizacao',
        pendencia,
        new Date(agora.getTime() + AUTORIZACAO_MS),
      );
      return { url: autorizacao.url.toString(), state: autorizacao.state };
    },

    /**
     * gov.br's callback. The state must be the one this browser's cookie carries and still
     * pending (it is used up here, so a replayed callback finds nothing); then openid-client
     * checks the code with PKCE and the ID token's signature, issuer, audience, expiry and nonce.
     */
    async retorno(
      parametros: URLSearchParams,
      estadoDoCookie: string | undefined,
      ator: Ator,
      sessaoAtual: string | null,
    ): Promise<Retorno> {
      const state = parametros.get('state');
      const pendente =
        state && state === estadoDoCookie
          ? ((await repository.consumirPendencia(
              idDe(state),
              'autorizacao',
              ator.agora,
            )) as PendenciaAutorizacao | null)
          : null;
      const area = pendente?.area ?? 'empresa';
      const falha = (motivo: MotivoFalhaGovbr): Retorno => ({
        tipo: 'falha',
        motivo,
        area,
        destino: pendente?.confirmacao?.destino,
      });
      if (parametros.has('error')) {
        return falha(parametros.get('error') === 'access_denied' ? 'cancelado' : 'recusado');
      }
      if (!pendente || !state) return falha('expirado');
      if (!parametros.get('code')) return falha('recusado');

      let tokens: Tokens;
      try {
        tokens = await d.cliente.trocarCodigo(parametros, { state, ...pendente });
      } catch (erro) {
        // The error's kind only: its message may quote the token or the person's claims.
        d.log.warn(
          { erro: (erro as Error).name, codigo: (erro as { code?: string }).code },
          'gov.br recusado',
        );
        return falha(isIndisponivel(erro) ? 'indisponivel' : 'recusado');
      }
      if (pendente.confirmacao) {
        const recusa = await concluirConfirmacao(
          d.db,
          d.clock,
          pendente.confirmacao,
          sessaoAtual,
          tokens.reivindicacoes,
        );
        return recusa
          ? falha(recusa)
          : { tipo: 'confirmado', destino: pendente.confirmacao.destino };
      }
      const identidade = lerIdentidade(tokens.reivindicacoes);
      const { accessToken } = tokens;
      if (!identidade) return falha('cpf-invalido');

      const empresas = d.config.empresasUrl
        ? await consultarEmpresasDoCpf(
            d.config.empresasUrl,
            identidade.cpf,
            accessToken,
            d.config.timeoutMs,
            d.log,
          )
        : [];

      const vinculo = await repository.findVinculoByCpf(identidade.cpf);
      if (vinculo) {
        const credenciais = await usuarios.findCredenciaisById(vinculo.usuarioId);
        if (!credenciais) return falha('recusado');
        if (area === 'ipt' && !isUsuarioEquipe(credenciais.tipoUsuario)) {
          return falha('sem-conta-equipe');
        }
        await d.db.transaction(async (tx) => {
          await repositoriosEm(tx).govbr.atualizarVinculo(
            credenciais.id,
            identidade.confiabilidade,
            empresas,
            ator.agora,
          );
          const quem = { ...ator, usuarioId: credenciais.id, tipoUsuario: credenciais.tipoUsuario };
          await entrarPelaAtuacao(tx, credenciais.id, empresas, quem);
        });
        return { tipo: 'sessao', credenciais };
      }

      // Staff accounts are never created here: only an existing one may be linked.
      if (area === 'ipt') {
        const conta = await usuarios.findCredenciaisByEmail(identidade.email);
        if (!conta || !isUsuarioEquipe(conta.tipoUsuario)) return falha('sem-conta-equipe');
      }
      const token = randomBytes(32).toString('base64url');
      const pendencia: PendenciaIdentidade = { identidade, area, empresas };
      await repository.insertPendencia(
        idDe(token),
        'identidade',
        pendencia,
        new Date(ator.agora.getTime() + IDENTIDADE_MS),
      );
      return { tipo: 'pendente', token };
    },

    /** The identity waiting to be linked or registered, as the screen shows it. */
    async pendente(token: string | undefined): Promise<IdentidadeNaTela> {
      const { identidade, area } = await pendencias.ler(token);
      return {
        nome: identidade.nome,
        email: identidade.email,
        cpf: identidade.cpf,
        confiabilidade: identidade.confiabilidade,
        area,
        contaExistente: await usuarios.existsEmail(identidade.email),
      };
    },

    /** Links the identity to the account with its e-mail, whose password the person confirms. */
    async vincular(token: string | undefined, senha: string, ator: Ator): Promise<Credenciais> {
      const pendencia = await pendencias.ler(token);
      const { identidade, area } = pendencia;
      const { credenciais } = await d.login.autenticar(
        { login: identidade.email, SenhaAtual: senha },
        ator.ip ?? '',
        area === 'ipt',
      );
      if (!credenciais) throw fieldError(401, 'senha', MENSAGENS.senhaIncorreta);
      await pendencias.exigirCpfLivre(identidade.cpf);
      if (await repository.findVinculoByUsuario(credenciais.id)) {
        throw new HttpError(409, MENSAGENS.govbrContaJaVinculada);
      }
      const quem = { ...ator, usuarioId: credenciais.id, tipoUsuario: credenciais.tipoUsuario };
      await d.db.transaction(async (tx) => {
        await gravarVinculo(tx, credenciais.id, pendencia, quem);
        await entrarPelaAtuacao(tx, credenciais.id, pendencia.empresas, quem);
      });
      await pendencias.consumir(token, ator.agora);
      // Membership may have changed just now: the session reads it from the account.
      return (await usuarios.findCredenciaisById(credenciais.id)) ?? credenciais;
    },

    /** The person's gov.br link: trust level and the companies the CPF acts for. */
    async vinculoDe(usuarioId: string) {
      const vinculo = await repository.findVinculoByUsuario(usuarioId);
      if (!vinculo) return { vinculado: false as const };
      return {
        vinculado: true as const,
        confiabilidade: vinculo.confiabilidade,
        vinculadoEm: vinculo.vinculadoEm,
        empresas: vinculo.empresas.map((e) => ({
          ...e,
          atuaPelaEmpresa: atuaPelaEmpresa(e.atuacao),
        })),
      };
    },

    /** Where the sign-in lands: the same place as the e-mail sign-in's. */
    destino: (credenciais: Credenciais) => destinoAposEntrar(credenciais.tipoUsuario),
  };
}

export type GovbrService = ReturnType<typeof createGovbrService>;
