import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { TIPO_USUARIO, TIPOS_USUARIO_EQUIPE } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { usuario } from '../../infra/db/schema.ts';

export interface MembroEquipe {
  id: string;
  nome: string;
  email: string;
  tipoUsuario: number;
  ativo: boolean;
  dataCadastro: Date;
}

const membroColumns = {
  id: usuario.id,
  nome: usuario.nome,
  email: usuario.email,
  tipoUsuario: usuario.tipoUsuario,
  ativo: usuario.ativo,
  dataCadastro: usuario.dataCadastro,
};

const daEquipe = inArray(usuario.tipoUsuario, [...TIPOS_USUARIO_EQUIPE]);

// Changes to the team queue here, one at a time per schema, so two administrators demoting each
// other at the same moment cannot both pass the "one administrator is left" check.
const LOCK_EQUIPE = sql`select pg_advisory_xact_lock(20250003, hashtext(coalesce(current_schema(), '')))`;

export function createEquipeRepository(db: Executor) {
  return {
    list: (): Promise<MembroEquipe[]> => db.select(membroColumns).from(usuario).where(daEquipe),

    /** A staff member by id; company users are not the team's to manage. */
    find: async (id: string): Promise<MembroEquipe | null> => {
      const [row] = await db
        .select(membroColumns)
        .from(usuario)
        .where(and(eq(usuario.id, id), daEquipe));
      return row ?? null;
    },

    /** Run first inside the transaction of any change to the team. */
    lock: async (): Promise<void> => {
      await db.execute(LOCK_EQUIPE);
    },

    update: async (
      id: string,
      values: Partial<Pick<MembroEquipe, 'tipoUsuario' | 'ativo'>>,
    ): Promise<MembroEquipe | null> => {
      const [row] = await db
        .update(usuario)
        .set(values)
        .where(and(eq(usuario.id, id), daEquipe))
        .returning(membroColumns);
      return row ?? null;
    },

    countAdministradoresAtivos: async (): Promise<number> => {
      const [row] = await db
        .select({ n: count() })
        .from(usuario)
        .where(and(eq(usuario.tipoUsuario, TIPO_USUARIO.ADMINISTRADOR), eq(usuario.ativo, true)));
      return row?.n ?? 0;
    },
  };
}
