import {
  detalheAuditoria,
  formatarDataHora,
  REGISTROS_VERSIONADOS,
  rotuloCampoProposta,
  rotuloCampoRegistro,
  type RegistroAuditoriaLido,
  type TipoRegistroVersionado,
} from '@portal/domain';

/** One changed field as the administrator reads it. */
export interface AlteracaoLida {
  campo: string;
  rotulo: string;
  /** Null when the trail names the field but never kept its values (a person's data, a secret). */
  valores: { de: string; para: string } | null;
}

const isRegistroVersionado = (entidade: string): entidade is TipoRegistroVersionado =>
  Object.hasOwn(REGISTROS_VERSIONADOS, entidade);

/**
 * A field named as the screens that edit it name it: the solution form's labels, the labels of
 * the other edited records, or the field's own name for one no screen labels.
 */
export function rotuloCampoAuditoria(entidade: string, campo: string): string {
  if (entidade === 'proposta') return rotuloCampoProposta(campo);
  if (!isRegistroVersionado(entidade)) return campo;
  return rotuloCampoRegistro(entidade, campo.slice(campo.lastIndexOf('.') + 1));
}

const INSTANTE_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A recorded value in words: dates in São Paulo time, yes/no, and "(vazio)" for nothing. */
export function valorAuditoria(valor: unknown): string {
  if (valor === null || valor === undefined || valor === '') return '(vazio)';
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  if (typeof valor === 'string') return INSTANTE_ISO.test(valor) ? formatarDataHora(valor) : valor;
  if (typeof valor === 'number' || typeof valor === 'bigint') return String(valor);
  if (Array.isArray(valor))
    return valor.length === 0 ? '(vazio)' : valor.map((item) => valorAuditoria(item)).join(', ');
  return JSON.stringify(valor);
}

/** The record's changes in the order the server wrote them. */
export function alteracoesLidas(registro: RegistroAuditoriaLido): AlteracaoLida[] {
  return Object.entries(registro.alteracoes ?? {}).map(([campo, mudanca]) => ({
    campo,
    rotulo: rotuloCampoAuditoria(registro.entidade, campo),
    valores:
      'de' in mudanca || 'para' in mudanca
        ? { de: valorAuditoria(mudanca.de), para: valorAuditoria(mudanca.para) }
        : null,
  }));
}

/** Short facts that are not field changes (a file's name and category), as "Rótulo: valor". */
export const detalhesLidos = (registro: RegistroAuditoriaLido): string[] =>
  Object.entries(registro.detalhes ?? {}).map(([chave, valor]) => {
    const detalhe = detalheAuditoria(chave, valor);
    return `${detalhe.rotulo}: ${detalhe.valor ?? valorAuditoria(valor)}`;
  });
