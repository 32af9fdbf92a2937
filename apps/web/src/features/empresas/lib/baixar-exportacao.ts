import type { EmpresaContato } from '@portal/domain';
import { salvarBlob } from '@/lib/arquivos';
import {
  csvEmpresas,
  LARGURAS_PLANILHA_EMPRESAS,
  NOME_ARQUIVO_EMPRESAS,
  NOME_PLANILHA_EMPRESAS,
  planilhaEmpresas,
} from './exportar-empresas';

/** Saves `empresas.csv`; the spec's rule "nothing when the list is empty" holds here too. */
export function baixarCsvEmpresas(empresas: readonly EmpresaContato[]): void {
  if (empresas.length === 0) return;
  const blob = new Blob([csvEmpresas(empresas)], { type: 'text/csv;charset=utf-8' });
  salvarBlob(blob, `${NOME_ARQUIVO_EMPRESAS}.csv`);
}

/**
 * Saves `empresas.xlsx`. The spreadsheet writer is loaded on the first export only: most visits
 * to the list never export, and it would otherwise weigh on every staff page.
 */
export async function baixarXlsxEmpresas(empresas: readonly EmpresaContato[]): Promise<void> {
  if (empresas.length === 0) return;
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const blob = await writeXlsxFile(planilhaEmpresas(empresas), {
    sheet: NOME_PLANILHA_EMPRESAS,
    columns: LARGURAS_PLANILHA_EMPRESAS,
    stickyRowsCount: 1,
  }).toBlob();
  salvarBlob(blob, `${NOME_ARQUIVO_EMPRESAS}.xlsx`);
}
