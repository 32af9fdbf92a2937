import {
  ACOES_AUDITORIA,
  CAMPOS_SEM_VALOR_NA_AUDITORIA,
  isUsuarioEquipe,
  type AcaoAuditoria,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import type { Executor } from '../../infra/db/client.ts';
import { registroAuditoria, type AlteracoesAuditoria } from '../../infra/db/schema-auditoria.ts';

/** Who acts, from where and when: read once from the request, carried into the service. */
export interface Ator {
  usuarioId: string | null;
  tipoUsuario: number | null;
  ip: string | null;
  agora: Date;
}

/** The request's signed-in person (if any), address and "now" (the app's clock). */
export const atorDe = (request: FastifyRequest): Ator => ({
  usuarioId: request.user?.id ?? null,
  tipoUsuario: request.user?.tipoUsuario ?? null,
  ip: request.ip,
  agora: request.server.clock.now(),
});

/** What happened, to which record. */
export interface Acontecimento {
  acao: AcaoAuditoria;
  entidade: string;
  entidadeId?: string | null;
  empresaId?: string | null;
  propostaId?: string | null;
  alteracoes?: AlteracoesAuditoria | null;
  /** Short facts that are not field changes (a file's name and category, a zip's size). */
  detalhes?: Record<string, unknown> | null;
}

/** The row of one record: the action, who acted, from where, when, and on what. */
export function linhaDeAuditoria(ator: Ator, acontecimento: Acontecimento) {
  const { acao } = acontecimento;
  return {
    ocorridoEm: ator.agora,
    acao,
    classe: ACOES_AUDITORIA[acao].classe,
    usuarioId: ator.usuarioId,
    tipoUsuario: ator.tipoUsuario,
    ip: ator.ip,
    empresaId: acontecimento.empresaId ?? null,
    propostaId: acontecimento.propostaId ?? null,
    entidade: acontecimento.entidade,
    entidadeId: acontecimento.entidadeId ?? null,
    alteracoes: acontecimento.alteracoes ?? null,
    detalhes: acontecimento.detalhes ?? null,
  } satisfies typeof registroAuditoria.$inferInsert;
}

/**
 * Writes one record in the caller's transaction: the action and its trace commit or roll back
 * together. `ator` may name a person other than the session's (a sign-in names who signed in).
 */
export async function registrarAuditoria(
  executor: Executor,
  ator: Ator,
  acontecimento: Acontecimento,
): Promise<void> {
  await executor.insert(registroAuditoria).values(linhaDeAuditoria(ator, acontecimento));
}

/**
 * Files of a company read by the institute: what the trail must answer for ("who downloaded this
 * company's files"). A company reading its own files is ordinary and leaves no record.
 */
export async function registrarDownloadsDaEquipe(
  executor: Executor,
  leitor: { tipoUsuario: number },
  ator: Ator,
  arquivos: readonly { id: string; nomeOriginal: string; contexto: number }[],
  dono: { propostaId?: string; empresaId?: string },
): Promise<void> {
  if (!isUsuarioEquipe(leitor.tipoUsuario)) return;
  for (const arquivo of arquivos) {
    await registrarAuditoria(executor, ator, {
      acao: 'download.arquivo',
      entidade: 'arquivo',
      entidadeId: arquivo.id,
      ...dono,
      detalhes: { nome: arquivo.nomeOriginal, contexto: arquivo.contexto },
    });
  }
}

const ultimoSegmento = (campo: string) => campo.slice(campo.lastIndexOf('.') + 1);

/**
 * The fields whose value differs, with before and after; a person's data and secrets appear by
 * name only (`{}`), so the trail never becomes a second copy of what anonymisation must erase.
 * `null` when nothing changed.
 */
export function alteracoesEntre(
  antes: Record<string, unknown>,
  depois: Record<string, unknown>,
  campos: readonly string[] = [...new Set([...Object.keys(antes), ...Object.keys(depois)])],
): AlteracoesAuditoria | null {
  const alteracoes: AlteracoesAuditoria = {};
  for (const campo of campos) {
    const de = antes[campo] ?? null;
    const para = depois[campo] ?? null;
    if (isDeepStrictEqual(de, para)) continue;
    alteracoes[campo] = CAMPOS_SEM_VALOR_NA_AUDITORIA.includes(ultimoSegmento(campo))
      ? {}
      : { de, para };
  }
  return Object.keys(alteracoes).length > 0 ? alteracoes : null;
}
