import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { arquivoConteudo } from '../src/infra/db/schema.ts';

/** Copies of file bytes the app keeps, in the database and in its bucket (if it has one). */
export async function contarConteudos(app: FastifyInstance): Promise<number> {
  const [noBanco] = await app.db.select({ n: count() }).from(arquivoConteudo);
  const noBucket: string[] = [];
  if (app.fileStorage.bucket) {
    for await (const { arquivoId } of app.fileStorage.bucket.list()) noBucket.push(arquivoId);
  }
  return (noBanco?.n ?? 0) + noBucket.length;
}
