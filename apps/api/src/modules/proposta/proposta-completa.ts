import { CAMPOS_SOLUCAO, type CampoDaSolucao } from '@portal/domain';

type CampoObrigatorio = Extract<CampoDaSolucao, { obrigatorio: true }>;

/** The columns a draft may leave blank and a complete solution fills. */
const COLUNAS_DO_RASCUNHO = CAMPOS_SOLUCAO.filter(
  (campo): campo is CampoObrigatorio => campo.obrigatorio,
).map((campo) => campo.coluna);

type ColunaDoRascunho = (typeof COLUNAS_DO_RASCUNHO)[number];

export type Completa<T> = T & {
  [K in Extract<keyof T, ColunaDoRascunho>]: NonNullable<T[K]>;
};

/**
 * A row of a solution past status 1, whose blanks the completeness rule already refused (the
 * signed PDF and staff status changes ask it). A blank here is a broken invariant, so it fails
 * loudly instead of printing 'null' on a public page.
 */
export function comoCompleta<T extends { id: string }>(linha: T): Completa<T> {
  for (const coluna of COLUNAS_DO_RASCUNHO) {
    if (coluna in linha && (linha as Record<string, unknown>)[coluna] === null) {
      throw new Error(`proposta ${linha.id} sem ${coluna} fora do rascunho`);
    }
  }
  return linha as Completa<T>;
}
