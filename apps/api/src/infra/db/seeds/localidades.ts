import { getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { estado, municipio } from '../schema.ts';

// 1,000 rows × 3 columns stays far below PostgreSQL's 65,535 bound parameters per statement,
// and six statements load the whole country quickly even on PGlite.
const BATCH_SIZE = 1000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The IBGE table as the library ships it, keyed by IBGE codes. */
export function localidadesDaBiblioteca() {
  const estados = getStates().map((s) => ({ id: s.ibgeCode, descricao: s.name, sigla: s.code }));
  const idPorSigla = new Map(estados.map((e) => [e.sigla, e.id]));
  const municipios = getMunicipalities().map((m) => {
    const estadoId = idPorSigla.get(m.stateCode);
    if (estadoId === undefined) throw new Error(`Município ${m.code} sem estado conhecido`);
    return { id: Number(m.code), descricao: m.name, estadoId };
  });
  return { estados, municipios };
}

/**
 * Loads states and municipalities at every start. Upserts, so it is idempotent, several
 * instances may run it together, and a renamed municipality in a library upgrade is picked up.
 */
export async function seedLocalidades(db: Database): Promise<void> {
  const { estados, municipios } = localidadesDaBiblioteca();
  await db.transaction(async (tx) => {
    await tx
      .insert(estado)
      .values(estados)
      .onConflictDoUpdate({
        target: estado.id,
        set: { descricao: sql`excluded.descricao`, sigla: sql`excluded.sigla` },
        setWhere: sql`(${estado.descricao}, ${estado.sigla}) is distinct from (excluded.descricao, excluded.sigla)`,
      });
    for (const batch of chunks(municipios, BATCH_SIZE)) {
      await tx
        .insert(municipio)
        .values(batch)
        .onConflictDoUpdate({
          target: municipio.id,
          set: { descricao: sql`excluded.descricao`, estadoId: sql`excluded.estado_id` },
          // Unchanged rows are left alone so a restart writes nothing.
          setWhere: sql`(${municipio.descricao}, ${municipio.estadoId}) is distinct from (excluded.descricao, excluded.estado_id)`,
        });
    }
  });
}
