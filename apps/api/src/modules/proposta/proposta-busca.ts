import { or, type SQL } from 'drizzle-orm';
import { proposta } from '../../infra/db/schema-propostas.ts';
import { contemAscii, contemNormalizado } from '../../infra/db/sql-texto.ts';

/** A solution matched by part of its title (without accents) or of its code. */
export const propostaCorresponde = (termo: string): SQL | undefined =>
  or(
    contemNormalizado(proposta.tituloNormalizado, termo),
    contemAscii(proposta.codigoProposta, termo),
  );
