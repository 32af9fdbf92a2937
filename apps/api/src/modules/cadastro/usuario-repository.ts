import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Telefone } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { telefone, usuario } from '../../infra/db/schema.ts';
import type { LoginRepository } from '../login/repository.ts';
import type { createTermosRepository } from '../termos/repository.ts';

export interface DadosAtualizados {
  nome: string;
  cargo: string | null;
  departamento: string | null;
}

/** What a user edits of their own data: the fields a save from an old copy is checked on. */
export const CAMPOS_EDITAVEIS = ['nome', 'cargo', 'departamento', 'telefones'] as const;

// The spec's default country code: every phone of the call is Brazilian unless it says otherwise.
const DDI_PADRAO = '55';

/** The repositories it leans on, bound to the same executor: given by the composition. */
export interface DependenciasDoUsuario {
  readonly termos: ReturnType<typeof createTermosRepository>;
  readonly login: LoginRepository;
}

export function createUsuarioRepository(db: Executor, repos: DependenciasDoUsuario) {
  return {
    /**
     * The consent time is the server's, stamped with the row; the payload cannot date it. The
     * acceptance is of the terms' version in force, recorded with it.
     */
    insertUsuario: async (
      values: Omit<typeof usuario.$inferInsert, 'dataAceiteLgpd'>,
    ): Promise<void> => {
      await db.insert(usuario).values({ ...values, dataAceiteLgpd: sql`now()` });
      await repos.termos.registrarAceiteDaVersaoAtual(values.id);
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

    /** The user's editable data as stored, phones in order, to tell which fields a save changed. */
    async dadosEditaveis(id: string): Promise<Record<(typeof CAMPOS_EDITAVEIS)[number], unknown>> {
      const [dados] = await db
        .select({ nome: usuario.nome, cargo: usuario.cargo, departamento: usuario.departamento })
        .from(usuario)
        .where(eq(usuario.id, id));
      // As the profile reads them, less the ids: every save stores the phones anew.
      const telefones = (await repos.login.listTelefones(id)).map(({ id: _id, ...resto }) => resto);
      return {
        nome: dados?.nome,
        cargo: dados?.cargo,
        departamento: dados?.departamento,
        telefones,
      };
    },

    /** The company a user belongs to, or null (staff, or no such user). */
    async empresaDe(id: string): Promise<string | null> {
      const [row] = await db
        .select({ empresaId: usuario.empresaId })
        .from(usuario)
        .where(eq(usuario.id, id));
      return row?.empresaId ?? null;
    },

    updateDados: async (id: string, dados: DadosAtualizados): Promise<void> => {
      await db.update(usuario).set(dados).where(eq(usuario.id, id));
    },
  };
}
