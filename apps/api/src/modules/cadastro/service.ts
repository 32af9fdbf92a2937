import { randomUUID } from 'node:crypto';
import {
  isEmpresaNova,
  MENSAGENS,
  MENSAGENS_HTTP,
  SITUACAO_MEMBRO,
  TIPO_USUARIO,
  type AtualizacaoUsuario,
  type CadastroGovbr,
  type CadastroUsuario,
  type EmpresaExistente,
} from '@portal/domain';
import type { Database, Executor } from '../../infra/db/client.ts';
import { fieldError, HttpError } from '../../http/http-error.ts';
import { isUniqueViolation } from '../../infra/db/pg-errors.ts';
import type { SessionUser } from '../../http/acesso.ts';
import { createConfirmacaoTitular } from '../login/confirmacao-titular.ts';
import { hashSenha, senhaInutilizavel } from '../login/password.ts';
import type { Limiter } from '../rate-limit/limiter.ts';
import { iniciarConfirmacao, type ContextoEmail } from '../conta/confirmacao-service.ts';
import { trocarSenhaPropria } from '../conta/encerrar-acessos.ts';
import { notificarPedidoDeParticipacao } from '../membros/notificacao-pedido.ts';
import { type EmpresaRegistro } from './empresa-repository.ts';
import { LIMITE_CADASTRO, LIMITE_CNPJ } from './limites.ts';
import { verificarOpcoes } from './opcoes.ts';
import { exigirSenhaForte } from '../login/senha-forte.ts';
import { apresentarEmpresa } from './presenter.ts';
import { podeVerEmpresa, visaoDaEmpresa } from './policies.ts';
import { camposDiferentes } from '../versoes/campos-diferentes.ts';
import { salvarComVersao } from '../versoes/salvar-com-versao.ts';
import { CAMPOS_EDITAVEIS } from './usuario-repository.ts';
import { alteracoesEntre, registrarAuditoria, type Ator } from '../trilha-auditoria/registrar.ts';
import { repositoriosEm } from '../repositorios.ts';

const naoEncontrado = () => new HttpError(404, MENSAGENS_HTTP.naoEncontrado);

// The unique keys are the real guard (two registrations may race past any earlier check), and
// the whole registration rolls back when one of them refuses.
export function traduzirDuplicidade(error: unknown): unknown {
  if (isUniqueViolation(error, 'usuario_email_key')) {
    return fieldError(409, 'email', MENSAGENS.emailJaCadastrado);
  }
  if (isUniqueViolation(error, 'empresa_cnpj_key')) {
    return fieldError(409, 'empresa.cnpj', MENSAGENS.cnpjJaCadastrado);
  }
  return error;
}

/** A registration that comes from a gov.br sign-in (docs/decisions/027). */
export interface CadastroPeloGovbr {
  /** Whether the CPF is a partner or legal representative of the company with this CNPJ. */
  atuaPelaEmpresa(cnpj: string): boolean;
  /** Links the CPF (and records a membership without acceptance) in the registration's transaction. */
  aoGravar(
    tx: Executor,
    gravado: { usuarioId: string; empresaId: string; semAceite: boolean },
  ): Promise<void>;
}

/** `publicUrl` makes the links of the e-mails the service itself writes. */
export function createCadastroService(db: Database, limiter: Limiter, email: ContextoEmail) {
  const empresas = repositoriosEm(db).empresa;
  const usuarios = repositoriosEm(db).login;
  const confirmacao = createConfirmacaoTitular(db, limiter, email.clock);

  /** A joining user names the company by id and CNPJ; both must be the same company's. */
  async function findEmpresaExistente(dados: EmpresaExistente): Promise<EmpresaRegistro> {
    const empresa = await empresas.findEmpresaById(dados.id);
    if (!empresa || empresa.cnpj !== dados.cnpj) {
      throw fieldError(400, 'empresa.cnpj', MENSAGENS.empresaNaoConfere);
    }
    return empresa;
  }

  return {
    /**
     * Creates a company user (type 1, whatever the payload says) and, for a new company, the
     * company and its address, all in one transaction. Returns the new user's id. A registration
     * without `senhaNova` (through gov.br) gets a password nobody knows.
     */
    async registrar(
      dados: CadastroUsuario | CadastroGovbr,
      ator: Ator,
      govbr: CadastroPeloGovbr | null = null,
    ): Promise<string> {
      await limiter.hit(LIMITE_CADASTRO, ator.ip ?? '');
      const informada = dados.empresa;
      const nova = isEmpresaNova(informada) ? informada : null;
      const existente = isEmpresaNova(informada) ? null : await findEmpresaExistente(informada);
      await verificarOpcoes(empresas, { empresa: nova, telefones: dados.telefones });
      const empresa = nova ?? existente;
      if ('senhaNova' in dados) {
        exigirSenhaForte(dados.senhaNova, [
          dados.nome,
          dados.email,
          empresa?.nomeOficial,
          empresa?.nomeFantasia,
        ]);
      }
      const senhaHash =
        'senhaNova' in dados ? await hashSenha(dados.senhaNova) : await senhaInutilizavel();
      const usuarioId = randomUUID();
      const empresaId = existente?.id ?? randomUUID();
      // Joining an existing company is a request its members accept (docs/decisions/011): the
      // CNPJ that names the company is public, so knowing it proves nothing. A partner or legal
      // representative as the gov.br Empresas API says (docs/decisions/027) has proven it.
      const semAceite = existente !== null && govbr?.atuaPelaEmpresa(existente.cnpj) === true;
      const pedido = existente !== null && !semAceite;
      const solicitadaEm = pedido ? email.clock.now() : null;
      try {
        await db.transaction(async (tx) => {
          if (nova) await repositoriosEm(tx).empresa.insertEmpresaNova(nova, empresaId, usuarioId);
          const repository = repositoriosEm(tx).usuario;
          await repository.insertUsuario({
            id: usuarioId,
            nome: dados.nome,
            email: dados.email,
            login: dados.email,
            senhaHash,
            tipoUsuario: TIPO_USUARIO.EMPRESA,
            empresaId,
            cargo: dados.cargo || null,
            departamento: dados.departamento || null,
            aceiteLgpd: dados.aceiteLGPD,
            situacaoEmpresa: pedido ? SITUACAO_MEMBRO.PENDENTE : SITUACAO_MEMBRO.ATIVO,
            empresaSolicitadaEm: solicitadaEm,
          });
          await repository.insertTelefones(usuarioId, dados.telefones);
          if (existente && solicitadaEm) {
            // Every active member hears who asked to join (docs/decisions/011).
            await notificarPedidoDeParticipacao(tx, email.publicUrl, {
              empresaId,
              empresaNome: existente.nomeOficial,
              nome: dados.nome,
              email: dados.email,
              cargo: dados.cargo || null,
              solicitadaEm,
            });
          }
          await iniciarConfirmacao(tx, email, {
            id: usuarioId,
            nome: dados.nome,
            email: dados.email,
          });
          await registrarAuditoria(
            tx,
            { ...ator, usuarioId, tipoUsuario: TIPO_USUARIO.EMPRESA },
            {
              acao: 'cadastro.empresa',
              entidade: 'usuario',
              entidadeId: usuarioId,
              empresaId,
              detalhes: { empresa: nova ? 'nova' : 'existente' },
            },
          );
          await govbr?.aoGravar(tx, { usuarioId, empresaId, semAceite });
        });
      } catch (error) {
        throw traduzirDuplicidade(error);
      }
      return usuarioId;
    },

    /**
     * Updates the signed-in user's own name, position, department and phones and, when a new
     * password is given, the password; then the user's other sessions end. E-mail and company
     * are read-only here and ignored.
     */
    async atualizar(
      user: SessionUser,
      sessionId: string | null,
      dados: AtualizacaoUsuario,
      ator: Ator,
    ) {
      if (dados.id.toLowerCase() !== user.id) throw naoEncontrado();
      // Checked here, not only in the form's dialog: the dialog is the client's convenience.
      await confirmacao.exigir(user.id, sessionId, dados.senhaAtual);
      await verificarOpcoes(empresas, { empresa: null, telefones: dados.telefones });
      let senhaHash: string | null = null;
      if (dados.senhaNova) {
        const perfil = await usuarios.findPerfil(user.id);
        const empresa = user.empresaId ? await empresas.findEmpresaById(user.empresaId) : null;
        exigirSenhaForte(dados.senhaNova, [
          dados.nome,
          perfil?.email,
          empresa?.nomeOficial,
          empresa?.nomeFantasia,
        ]);
        senhaHash = await hashSenha(dados.senhaNova);
      }
      return db.transaction(async (tx) => {
        const repository = repositoriosEm(tx).usuario;
        const pedido = {
          tipo: 'usuario' as const,
          id: user.id,
          lida: dados.versao,
          usuarioId: user.id,
          envia: senhaHash === null ? CAMPOS_EDITAVEIS : [...CAMPOS_EDITAVEIS, 'senha'],
        };
        return salvarComVersao(tx, email.clock, pedido, async () => {
          const antes = await repository.dadosEditaveis(user.id);
          await repository.updateDados(user.id, {
            nome: dados.nome,
            cargo: dados.cargo || null,
            departamento: dados.departamento || null,
          });
          await repository.deleteTelefones(user.id);
          await repository.insertTelefones(user.id, dados.telefones);
          const depois = await repository.dadosEditaveis(user.id);
          const alterados = camposDiferentes(antes, depois);
          const alteracoes = alteracoesEntre(antes, depois);
          if (alteracoes) {
            await registrarAuditoria(tx, ator, {
              acao: 'usuario.atualizacao',
              entidade: 'usuario',
              entidadeId: user.id,
              empresaId: user.empresaId,
              alteracoes,
            });
          }
          if (senhaHash === null) return alterados;
          // Whoever knew the old password is signed out everywhere but here.
          await trocarSenhaPropria(tx, ator, user, senhaHash, sessionId);
          return [...alterados, 'senha'];
        });
      });
    },

    async empresaPorId(user: SessionUser, id: string) {
      if (!podeVerEmpresa(user, id)) throw naoEncontrado();
      const empresa = await empresas.findEmpresaById(id);
      if (!empresa) throw naoEncontrado();
      return apresentarEmpresa(empresa, visaoDaEmpresa(user, empresa));
    },

    /** Answers before sign-in too: registration needs it to recognise an existing company. */
    async empresaPorCnpj(user: SessionUser | null, cnpj: string, cliente: string) {
      await limiter.hit(LIMITE_CNPJ, cliente);
      const empresa = await empresas.findEmpresaByCnpj(cnpj);
      if (!empresa) throw new HttpError(404, MENSAGENS.empresaNaoEncontrada);
      return apresentarEmpresa(empresa, visaoDaEmpresa(user, empresa));
    },
  };
}
