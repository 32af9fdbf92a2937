import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { estado, municipio, tipoLogradouro } from '../../db/schema.ts';

export interface MunicipioDoEstado {
  id: number;
  descricao: string;
  estadoId: number;
}

export function createRegistrosRepository(db: Database) {
  return {
    findMunicipioById: async (id: number): Promise<MunicipioDoEstado | null> => {
      const [linha] = await db
        .select({ id: municipio.id, descricao: municipio.descricao, estadoId: municipio.estadoId })
        .from(municipio)
        .where(eq(municipio.id, id));
      return linha ?? null;
    },
    listMunicipiosBySigla: (sigla: string): Promise<MunicipioDoEstado[]> =>
      db
        .select({ id: municipio.id, descricao: municipio.descricao, estadoId: municipio.estadoId })
        .from(municipio)
        .innerJoin(estado, eq(estado.id, municipio.estadoId))
        .where(eq(estado.sigla, sigla.toUpperCase())),
    listTiposLogradouro: () =>
      db
        .select({ id: tipoLogradouro.id, descricao: tipoLogradouro.descricao })
        .from(tipoLogradouro)
        .orderBy(asc(tipoLogradouro.id)),
  };
}

export type RegistrosRepository = ReturnType<typeof createRegistrosRepository>;
