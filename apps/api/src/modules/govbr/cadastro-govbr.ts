import {
  MENSAGENS,
  TIPO_USUARIO,
  type CadastroGestorGovbr,
  type CadastroGovbr,
} from '@portal/domain';
import { HttpError } from '../../http/http-error.ts';
import type { Database } from '../../infra/db/client.ts';
import type { createCadastroService } from '../cadastro/service.ts';
import type { createGestorService } from '../gestor/service.ts';
import type { Credenciais } from '../login/repository.ts';
import { repositoriosEm } from '../repositorios.ts';
import { registrarAuditoria, type Ator } from '../trilha-auditoria/registrar.ts';
import { atuaPelaEmpresa } from './empresas-api.ts';
import type { PendenciasDeIdentidade } from './pendencias-identidade.ts';
import { gravarVinculo } from './vinculo.ts';

interface DependenciasCadastro {
  db: Database;
  cadastro: ReturnType<typeof createCadastroService>;
  gestor: ReturnType<typeof createGestorService>;
}

/** Sign-ups with the gov.br identity: a company user's and a municipal manager's. */
export function createCadastroGovbr(d: DependenciasCadastro, pendencias: PendenciasDeIdentidade) {
  const usuarios = repositoriosEm(d.db).login;

  /** The identity a registration may use: staff never register here (docs/decisions/027). */
  async function pendenciaParaCadastro(token: string | undefined) {
    const pendencia = await pendencias.ler(token);
    if (pendencia.area === 'ipt') throw new HttpError(403, MENSAGENS.govbrSemContaEquipe);
    await pendencias.exigirCpfLivre(pendencia.identidade.cpf);
    return pendencia;
  }

  /** Uses up the identity and reads the new account's credentials for the session. */
  async function concluirCadastro(token: string | undefined, usuarioId: string, agora: Date) {
    await pendencias.consumir(token, agora);
    const credenciais = await usuarios.findCredenciaisById(usuarioId);
    // Just written in the same database: its absence would be a bug, not a bad request.
    if (!credenciais) throw new Error('conta recém-cadastrada não encontrada');
    return credenciais;
  }

  return {
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
  };
}
