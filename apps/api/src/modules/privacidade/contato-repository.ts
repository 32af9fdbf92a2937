import { eq } from 'drizzle-orm';
import type { ContatoPrivacidade } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { contatoPrivacidade } from '../../infra/db/schema-privacidade.ts';

/** The controller and the encarregado: one row, written by migration 0019, edited by admins. */
export function createContatoPrivacidadeRepository(db: Executor) {
  return {
    ler: async () => {
      const [row] = await db.select().from(contatoPrivacidade).where(eq(contatoPrivacidade.id, 1));
      if (!row) throw new Error('contato_privacidade sem a sua linha');
      return row;
    },

    salvar: async (dados: ContatoPrivacidade, usuarioId: string, agora: Date) => {
      await db
        .update(contatoPrivacidade)
        .set({
          ...dados,
          encarregadoTelefone: dados.encarregadoTelefone || null,
          atualizadoEm: agora,
          atualizadoPor: usuarioId,
        })
        .where(eq(contatoPrivacidade.id, 1));
    },
  };
}
