import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../infra/db/client.ts';
import {
  estado,
  municipio,
  tipoEmpresa,
  tipoLogradouro,
  tipoTelefone,
} from '../../infra/db/schema.ts';

export interface ItemLista {
  id: number;
  descricao: string;
}

export interface Estado extends ItemLista {
  sigla: string;
}

export function createUtilsRepository(db: Database) {
  const lookup = (table: typeof tipoEmpresa | typeof tipoLogradouro | typeof tipoTelefone) =>
    db.select({ id: table.id, descricao: table.descricao }).from(table).orderBy(asc(table.id));

  return {
    listTiposEmpresa: (): Promise<ItemLista[]> => lookup(tipoEmpresa),
    listTiposLogradouro: (): Promise<ItemLista[]> => lookup(tipoLogradouro),
    listTiposTelefone: (): Promise<ItemLista[]> => lookup(tipoTelefone),
    listEstados: (): Promise<Estado[]> =>
      db.select({ id: estado.id, descricao: estado.descricao, sigla: estado.sigla }).from(estado),
    listMunicipiosByEstado: (estadoId: number): Promise<ItemLista[]> =>
      db
        .select({ id: municipio.id, descricao: municipio.descricao })
        .from(municipio)
        .where(eq(municipio.estadoId, estadoId)),
  };
}

export type UtilsRepository = ReturnType<typeof createUtilsRepository>;
