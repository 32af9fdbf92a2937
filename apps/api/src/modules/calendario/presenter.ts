import type {
  RespostaServidor,
  alteracaoCalendarioSchema,
  prorrogacaoLidaSchema,
} from '@portal/domain';
import type { createCalendarioRepository } from './repository.ts';

type Repository = ReturnType<typeof createCalendarioRepository>;
type AlteracaoRow = Awaited<ReturnType<Repository['listAlteracoes']>>[number];
type ProrrogacaoRow = Awaited<ReturnType<Repository['listProrrogacoes']>>[number];

/** One change of a calendar field; values as kept (instants in ISO, days as dates). */
export const apresentarAlteracao = (row: AlteracaoRow) =>
  ({
    id: row.id,
    campo: row.campo,
    valorAnterior: row.valorAnterior,
    valorNovo: row.valorNovo,
    dataHora: row.dataHora.toISOString(),
    usuario: row.usuarioNome,
  }) satisfies RespostaServidor<typeof alteracaoCalendarioSchema>;

export const apresentarProrrogacao = (row: ProrrogacaoRow) =>
  ({
    id: row.id,
    empresaId: row.empresaId,
    empresa: row.empresaNome,
    cnpj: row.cnpj,
    prazo: row.prazo.toISOString(),
    motivo: row.motivo,
    dataHora: row.dataHora.toISOString(),
    usuario: row.usuarioNome,
  }) satisfies RespostaServidor<typeof prorrogacaoLidaSchema>;
