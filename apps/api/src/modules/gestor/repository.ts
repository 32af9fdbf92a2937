import { and, asc, eq, isNull } from 'drizzle-orm';
import { TIPO_USUARIO, type GestorPendente, type PerfilGestor } from '@portal/domain';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../infra/db/client.ts';
import { estado, municipio, usuario } from '../../infra/db/schema.ts';
import { gestor } from '../../infra/db/schema-gestor.ts';

const municipioDoGestor = {
  id: municipio.id,
  nome: municipio.descricao,
  uf: estado.sigla,
};

/** Managers' profiles: the account's other half, and the staff's queue of pending ones. */
export function createGestorRepository(db: Executor) {
  const comMunicipio = <T extends SelectedFields>(colunas: T) =>
    db
      .select({ ...colunas, municipio: municipioDoGestor })
      .from(gestor)
      .innerJoin(usuario, eq(usuario.id, gestor.usuarioId))
      .innerJoin(municipio, eq(municipio.id, gestor.municipioId))
      .innerJoin(estado, eq(estado.id, municipio.estadoId));

  return {
    insertGestor: async (values: typeof gestor.$inferInsert): Promise<void> => {
      await db.insert(gestor).values(values);
    },

    existsMunicipio: async (id: number): Promise<boolean> =>
      (await db.select({ id: municipio.id }).from(municipio).where(eq(municipio.id, id))).length >
      0,

    async findPerfil(usuarioId: string): Promise<PerfilGestor | null> {
      const [linha] = await comMunicipio({
        nome: usuario.nome,
        email: usuario.email,
        cpf: gestor.cpf,
        telefoneInstitucional: gestor.telefoneInstitucional,
        cargo: gestor.cargo,
        verificadoEm: gestor.verificadoEm,
        recusadoEm: gestor.recusadoEm,
        motivoRecusa: gestor.motivoRecusa,
      }).where(eq(gestor.usuarioId, usuarioId));
      if (!linha) return null;
      const { verificadoEm, recusadoEm, ...resto } = linha;
      const situacao = verificadoEm ? 'verificado' : recusadoEm ? 'recusado' : 'pendente';
      return { ...resto, situacao };
    },

    /** The municipality a manager acts for, stamped on the acts the company later counts. */
    async municipioDe(usuarioId: string): Promise<number | null> {
      const [linha] = await db
        .select({ municipioId: gestor.municipioId })
        .from(gestor)
        .where(eq(gestor.usuarioId, usuarioId));
      return linha?.municipioId ?? null;
    },

    /** Oldest first: the one waiting longest is decided first. */
    async listPendentes(): Promise<GestorPendente[]> {
      const linhas = await comMunicipio({
        id: gestor.usuarioId,
        nome: usuario.nome,
        email: usuario.email,
        cargo: gestor.cargo,
        telefoneInstitucional: gestor.telefoneInstitucional,
        criadoEm: gestor.criadoEm,
      })
        .where(pendente())
        .orderBy(asc(gestor.criadoEm));
      return linhas.map((l) => ({ ...l, criadoEm: l.criadoEm.toISOString() }));
    },

    /**
     * Decides a pending manager; false when none is pending with this id (already decided, or no
     * manager), so two staff deciding at once cannot both win.
     */
    async decidir(
      id: string,
      decisao: { aprovar: boolean; motivo: string | null; por: string; em: Date },
    ): Promise<boolean> {
      const valores = decisao.aprovar
        ? { verificadoEm: decisao.em, verificadoPor: decisao.por }
        : { recusadoEm: decisao.em, recusadoPor: decisao.por, motivoRecusa: decisao.motivo };
      const decididos = await db
        .update(gestor)
        .set(valores)
        .where(and(eq(gestor.usuarioId, id), pendente()))
        .returning({ id: gestor.usuarioId });
      if (decididos.length === 0) return false;
      if (decisao.aprovar) {
        await db
          .update(usuario)
          .set({ tipoUsuario: TIPO_USUARIO.GESTOR })
          .where(eq(usuario.id, id));
      }
      return true;
    },
  };
}

const pendente = () => and(isNull(gestor.verificadoEm), isNull(gestor.recusadoEm));
