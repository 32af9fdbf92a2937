import { CAMPOS_TEXTO_PORTAL, type TextoPortal } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../infra/db/client.ts';
import { textoPortal } from '../../../infra/db/schema-envios.ts';
import type { PropostaRow } from '../repository.ts';

/** The signed texts of the solution, as the portal text starts from them. */
export const textoAssinado = (row: PropostaRow): Record<string, unknown> =>
  Object.fromEntries(CAMPOS_TEXTO_PORTAL.map((campo) => [campo, row[campo] ?? null]));

/** The portal's texts of the solutions that have one. */
export function createTextoPortalRepository(db: Executor) {
  return {
    async obter(propostaId: string): Promise<Record<string, unknown> | null> {
      const [row] = await db
        .select({ campos: textoPortal.campos })
        .from(textoPortal)
        .where(eq(textoPortal.propostaId, propostaId));
      return row?.campos ?? null;
    },

    /** Writes the whole text; the database derives its search document from it. */
    async salvar(propostaId: string, texto: TextoPortal): Promise<void> {
      await db
        .insert(textoPortal)
        .values({ propostaId, campos: texto })
        .onConflictDoUpdate({ target: textoPortal.propostaId, set: { campos: texto } });
    },
  };
}
