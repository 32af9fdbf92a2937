import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { registroPesquisa, registroPesquisaSolucao } from '../../infra/db/schema-mercado.ts';

/** The market-survey records: written once, read by code or by their author. */
export function createRegistroPesquisaRepository(db: Executor) {
  return {
    async inserir(
      registro: typeof registroPesquisa.$inferInsert,
      solucoes: { propostaId: string; selecionada: boolean }[],
    ): Promise<void> {
      await db.insert(registroPesquisa).values(registro);
      if (solucoes.length > 0) {
        await db
          .insert(registroPesquisaSolucao)
          .values(solucoes.map((solucao) => ({ registroId: registro.id, ...solucao })));
      }
    },

    porCodigo: async (codigo: string) => {
      const [linha] = await db
        .select({ conteudo: registroPesquisa.conteudo, sha256: registroPesquisa.sha256 })
        .from(registroPesquisa)
        .where(eq(registroPesquisa.codigo, codigo));
      return linha ?? null;
    },

    doUsuario: (usuarioId: string) =>
      db
        .select({ conteudo: registroPesquisa.conteudo })
        .from(registroPesquisa)
        .where(eq(registroPesquisa.usuarioId, usuarioId))
        .orderBy(desc(registroPesquisa.registradoEm)),
  };
}
