import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { CONTEXTO_ARQUIVO, FORMATOS_ARQUIVO, STATUS_PROPOSTA } from '@portal/domain';
import { arquivo } from '../../infra/db/schema.ts';
import { proposta } from '../../infra/db/schema-propostas.ts';

/**
 * Only status 10 is public. Written as a literal, not a parameter, so the planner can use the
 * partial indexes of 0006_repositorio.sql whatever plan it caches.
 */
export const publicada = (): SQL =>
  sql`${proposta.statusPropostaId} = ${sql.raw(String(STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL))}`;

/** Photos are shown as images; a PDF sent among the photos is a document, not a picture. */
export const TIPOS_FOTO = [FORMATOS_ARQUIVO.png.mime, FORMATOS_ARQUIVO.jpeg.mime];

export const ehFoto = (): SQL =>
  and(eq(arquivo.contexto, CONTEXTO_ARQUIVO.FOTOS), inArray(arquivo.tipo, TIPOS_FOTO))!;

/** The generated form is the server's working copy, replaced at each generation: never public. */
export const publicavel = (): SQL => ne(arquivo.contexto, CONTEXTO_ARQUIVO.PDF_GERADO);
