import { eq } from 'drizzle-orm';
import type { Database } from '../../infra/db/client.ts';
import { estado, municipio } from '../../infra/db/schema.ts';
import type { UtilsRepository } from '../utils/repository.ts';

export interface MunicipioDoEstado {
  id: number;
  descricao: string;
  estadoId: number;
}

/** The repository it leans on, bound to the same executor: given by the composition. */
export interface DependenciasDosRegistros {
  readonly utils: UtilsRepository;
}

export function createRegistrosRepository(db: Database, repos: DependenciasDosRegistros) {
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
    listTiposLogradouro: () => repos.utils.listTiposLogradouro(),
  };
}

export type RegistrosRepository = ReturnType<typeof createRegistrosRepository>;
