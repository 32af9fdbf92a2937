import { MENSAGENS, SITUACAO_MEMBRO, type AreaGovbr, type EmpresaGovbr } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { isUniqueViolation } from '../../infra/db/pg-errors.ts';
import { registrarAuditoria, type Ator } from '../trilha-auditoria/registrar.ts';
import { atuaPelaEmpresa } from './empresas-api.ts';
import type { IdentidadeGovbr } from './identidade.ts';
import { repositoriosEm } from '../repositorios.ts';

/** A gov.br identity that came back without an account, waiting to be linked or registered. */
export interface PendenciaIdentidade {
  identidade: IdentidadeGovbr;
  area: AreaGovbr;
  empresas: EmpresaGovbr[];
}

/**
 * A partner or legal representative whose request to join is still open joins at once: the
 * Receita Federal's records, through gov.br, say what the members would have to take on trust.
 */
export async function entrarPelaAtuacao(
  tx: Executor,
  usuarioId: string,
  empresas: EmpresaGovbr[],
  ator: Ator,
) {
  const membresia = await repositoriosEm(tx).govbr.findMembresia(usuarioId);
  if (membresia?.situacao !== SITUACAO_MEMBRO.PENDENTE) return;
  const atuacao = empresas.find((e) => e.cnpj === membresia.cnpj)?.atuacao;
  if (!atuaPelaEmpresa(atuacao)) return;
  await repositoriosEm(tx).membros.decidir(usuarioId, SITUACAO_MEMBRO.ATIVO, usuarioId, ator.agora);
  await registrarAuditoria(tx, ator, {
    acao: 'membro.govbr',
    entidade: 'usuario',
    entidadeId: usuarioId,
    empresaId: membresia.empresaId,
    detalhes: { atuacao },
  });
}

/** Writes the link and its audit record in the caller's transaction. */
export async function gravarVinculo(
  tx: Executor,
  usuarioId: string,
  pendencia: PendenciaIdentidade,
  ator: Ator,
) {
  const { identidade, empresas } = pendencia;
  try {
    await repositoriosEm(tx).govbr.insertVinculo({
      usuarioId,
      cpf: identidade.cpf,
      confiabilidade: identidade.confiabilidade,
      vinculadoEm: ator.agora,
      atualizadoEm: ator.agora,
      empresas,
    });
  } catch (erro) {
    // The keys are the real guard against two links racing past the checks before them.
    if (isUniqueViolation(erro, 'govbr_vinculo_pkey')) {
      throw new HttpError(409, MENSAGENS.govbrContaJaVinculada);
    }
    if (isUniqueViolation(erro, 'govbr_vinculo_cpf_key')) {
      throw new HttpError(409, MENSAGENS.govbrCpfJaVinculado);
    }
    throw erro;
  }
  await registrarAuditoria(tx, ator, {
    acao: 'govbr.vinculo',
    entidade: 'usuario',
    entidadeId: usuarioId,
    detalhes: { confiabilidade: identidade.confiabilidade },
  });
}
