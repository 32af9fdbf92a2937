import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  destinoAposEntrar,
  isUsuarioEquipe,
  MENSAGENS,
  TIPO_USUARIO,
  type AreaGovbr,
  type CadastroGestorGovbr,
  type CadastroGovbr,
  type IdentidadeGovbr as IdentidadeNaTela,
  type MotivoFalhaGovbr,
} from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import { fieldError, HttpError } from '../../http/http-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { ConfigGovbr } from '../../infra/config.ts';
import { registrarAuditoria, type Ator } from '../trilha-auditoria/registrar.ts';
import type { createCadastroService } from '../cadastro/service.ts';
import type { createGestorService } from '../gestor/service.ts';
import type { createLoginService } from '../login/service.ts';
import { type Credenciais } from '../login/repository.ts';
import type { ClienteOidc, Tokens } from './cliente-oidc.ts';
import { atuaPelaEmpresa, consultarEmpresasDoCpf } from './empresas-api.ts';
import { concluirConfirmacao, type PedidoConfirmacao } from './confirmacao.ts';
import { lerIdentidade } from './identidade.ts';
import { entrarPelaAtuacao, gravarVinculo, type PendenciaIdentidade } from './vinculo.ts';
import { repositoriosEm } from '../repositorios.ts';

// Long enough to type a password or fill in the registration, short enough that a token left
// in a shared computer's cookie is worth nothing by the next person.
const AUTORIZACAO_MS = 10 * 60 * 1000;
const IDENTIDADE_MS = 30 * 60 * 1000;

/** The stored id of a browser's token: a leaked copy of the table opens nothing. */
const idDe = (token: string) => createHash('sha256').update(token).digest('hex');

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

  const pendenciaIdentidade = async (token: string | undefined) => {
    const dados = token
      ? await repository.findPendencia(idDe(token), 'identidade', d.clock.now())
      : null;
    if (!dados) throw new HttpError(404, MENSAGENS.govbrSemPendencia);
    return dados as PendenciaIdentidade;
  };

  async function exigirCpfLivre(cpf: string) {
    if (await repository.findVinculoByCpf(cpf)) {
      throw new HttpError(409, MENSAGENS.govbrCpfJaVinculado);
    }
  }

  /** The identity a registration may use: staff never register here (docs/decisions/027). */
  async function pendenciaParaCadastro(token: string | undefined) {
    const pendencia = await pendenciaIdentidade(token);
    if (pendencia.area === 'ipt') throw new HttpError(403, MENSAGENS.govbrSemContaEquipe);
    await exigirCpfLivre(pendencia.identidade.cpf);
    return pendencia;
  }

  /** Uses up the identity and reads the new account's credentials for the session. */
  async function concluirCadastro(token: string | undefined, usuarioId: string, agora: Date) {
    await repository.consumirPendencia(idDe(token!), 'identidade', agora);
    const credenciais = await usuarios.findCredenciaisById(usuarioId);
    // Just written in the same database: its absence would be a bug, not a bad request.
    if (!credenciais) throw new Error('conta recém-cadastrada não encontrada');
    return credenciais;
  }

  return {
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
      const { identidade, area } = await pendenciaIdentidade(token);
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
      const pendencia = await pendenciaIdentidade(token);
      const { identidade, area } = pendencia;
      const { credenciais } = await d.login.autenticar(
        { login: identidade.email, SenhaAtual: senha },
        ator.ip ?? '',
        area === 'ipt',
      );
      if (!credenciais) throw fieldError(401, 'senha', MENSAGENS.senhaIncorreta);
      await exigirCpfLivre(identidade.cpf);
      if (await repository.findVinculoByUsuario(credenciais.id)) {
        throw new HttpError(409, MENSAGENS.govbrContaJaVinculada);
      }
      const quem = { ...ator, usuarioId: credenciais.id, tipoUsuario: credenciais.tipoUsuario };
      await d.db.transaction(async (tx) => {
        await gravarVinculo(tx, credenciais.id, pendencia, quem);
        await entrarPelaAtuacao(tx, credenciais.id, pendencia.empresas, quem);
      });
      await repository.consumirPendencia(idDe(token!), 'identidade', ator.agora);
      // Membership may have changed just now: the session reads it from the account.
      return (await usuarios.findCredenciaisById(credenciais.id)) ?? credenciais;
    },

    /**
     * Registers a company user with the gov.br name and e-mail (whatever the form sent) and links
     * the CPF in the same transaction. No password: the person signs in with gov.br
     * (docs/decisions/027).
     */
    async cadastrar(
      token: string | undefined,
      dados: CadastroGovbr,
      ator: Ator,
    ): Promise<Credenciais> {
      const pendencia = await pendenciaParaCadastro(token);
      const { identidade, empresas } = pendencia;
      const usuarioId = await d.cadastro.registrar(
        { ...dados, nome: identidade.nome, email: identidade.email },
        ator,
        {
          atuaPelaEmpresa: (cnpj) =>
            atuaPelaEmpresa(empresas.find((e) => e.cnpj === cnpj)?.atuacao),
          aoGravar: async (tx, gravado) => {
            const quem = {
              ...ator,
              usuarioId: gravado.usuarioId,
              tipoUsuario: TIPO_USUARIO.EMPRESA,
            };
            await gravarVinculo(tx, gravado.usuarioId, pendencia, quem);
            if (!gravado.semAceite) return;
            await registrarAuditoria(tx, quem, {
              acao: 'membro.govbr',
              entidade: 'usuario',
              entidadeId: gravado.usuarioId,
              empresaId: gravado.empresaId,
              detalhes: { atuacao: empresas.find((e) => e.cnpj === dados.empresa.cnpj)?.atuacao },
            });
          },
        },
      );
      return concluirCadastro(token, usuarioId, ator.agora);
    },

    /**
     * Registers a municipal manager with gov.br's name, e-mail and CPF (whatever the form sent),
     * by the managers' own sign-up and its verification rule, and links the CPF in the same
     * transaction. No password (docs/decisions/052).
     */
    async cadastrarGestor(
      token: string | undefined,
      dados: CadastroGestorGovbr,
      ator: Ator,
    ): Promise<Credenciais> {
      const pendencia = await pendenciaParaCadastro(token);
      const { nome, email, cpf } = pendencia.identidade;
      const { id } = await d.gestor.registrar(
        { ...dados, nome, email, cpf },
        ator,
        async (tx, gravado) =>
          gravarVinculo(tx, gravado.usuarioId, pendencia, { ...ator, ...gravado }),
      );
      return concluirCadastro(token, id, ator.agora);
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
