import { or, type SQL } from 'drizzle-orm';
import { empresa } from '../../infra/db/schema.ts';
import { contemAscii, contemNormalizado } from '../../infra/db/sql-texto.ts';

/**
 * A company matched by part of its official or trade name (without accents) or of its CNPJ,
 * typed with or without its mask: how every staff filter finds a company.
 */
export function empresaCorresponde(termo: string): SQL | undefined {
  const cnpj = termo.replace(/[^0-9a-z]/gi, '');
  return or(
    contemNormalizado(empresa.nomeOficialNormalizado, termo),
    contemNormalizado(empresa.nomeFantasiaNormalizado, termo),
    /\d/.test(cnpj) ? contemAscii(empresa.cnpj, cnpj) : undefined,
  );
}
