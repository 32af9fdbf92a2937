import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Telefone } from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import { telefone, usuario } from '../../db/schema.ts';

export interface DadosAtualizados {
  nome: string;
  cargo: string | null;
  departamento: string | null;
}

// The spec's default country code: every phone of the call is Brazilian unless it says otherwise.
const DDI_PADRAO = '55';

export function createUsuarioRepository(db: Executor) {
  return {
    /** The consent time is the server's, stamped with the row; the payload cannot date it. */
    insertUsuario: async (
      values: Omit<typeof usuario.$inferInsert, 'dataAceiteLgpd'>,
    ): Promise<void> => {
      await db.insert(usuario).values({ ...values, dataAceiteLgpd: sql`now()` });
    },

    insertTelefones: async (usuarioId: string, telefones: readonly Telefone[]): Promise<void> => {
      if (telefones.length === 0) return;
      await db.insert(telefone).values(
        telefones.map((t, ordem) => ({
          id: randomUUID(),
          usuarioId,
          ddi: t.ddi || DDI_PADRAO,
          ddd: t.ddd,
          numero: t.numero,
          tipoTelefone: t.tipoTelefone,
          observacoes: t.observacoes || null,
          ordem,
        })),
      );
    },

    deleteTelefones: async (usuarioId: string): Promise<void> => {
      await db.delete(telefone).where(eq(telefone.usuarioId, usuarioId));
    },

    updateDados: async (id: string, dados: DadosAtualizados): Promise<void> => {
      await db.update(usuario).set(dados).where(eq(usuario.id, id));
    },

    updateSenha: async (id: string, senhaHash: string): Promise<void> => {
      await db
        .update(usuario)
        .set({ senhaHash, dataAlteracaoSenha: sql`now()` })
        .where(eq(usuario.id, id));
    },
  };
}
