import { sql, type SQL } from 'drizzle-orm';

/**
 * Turns a driver-style statement (`$1`, `$2`… placeholders) into Drizzle's SQL, so a library that
 * writes its own SQL (the job queue) can run it on a Drizzle transaction.
 */
export function sqlDeTexto(text: string, values: readonly unknown[] = []): SQL {
  const partes = text.split(/\$(\d+)/);
  return sql.join(
    partes.map((parte, i) =>
      i % 2 === 0 ? sql.raw(parte) : sql.param(comoParametro(values[Number(parte) - 1])),
    ),
  );
}

// What the `pg` driver does by itself and Drizzle does not: a missing value is NULL (Drizzle would
// drop it from the text) and a plain object is JSON.
function comoParametro(valor: unknown): unknown {
  if (valor === undefined) return null;
  if (
    valor !== null &&
    typeof valor === 'object' &&
    !Array.isArray(valor) &&
    !(valor instanceof Date)
  ) {
    return JSON.stringify(valor);
  }
  return valor;
}
