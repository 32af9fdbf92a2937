import { type EmpresaContato, formatarCnpj } from '@portal/domain';
import { celulasDe, csvDe } from '@/lib/planilha';
import { contatoExportado } from './contatos';

/** Spec §9: file 'empresas', sheet 'Empresas', these four columns. */
export const NOME_ARQUIVO_EMPRESAS = 'empresas';
export const NOME_PLANILHA_EMPRESAS = 'Empresas';
export const CABECALHO_EMPRESAS = ['Nome', 'CNPJ', 'Website', 'Contatos'] as const;

/**
 * One row per company: name, CNPJ, website and the contacts joined with '; '. The CNPJ goes
 * masked: as bare digits a spreadsheet would read it as a number and drop its leading zeros.
 */
export const linhasEmpresas = (empresas: readonly EmpresaContato[]): string[][] =>
  empresas.map((empresa) => [
    empresa.nomeOficial,
    formatarCnpj(empresa.cnpj),
    empresa.webSite?.trim() ?? '',
    empresa.contatos.map(contatoExportado).join('; '),
  ]);

/**
 * The CSV of spec §9: a header row, every value quoted with inner quotes doubled, lines joined
 * by CRLF, UTF-8 with a BOM so Excel shows 'Soluções' and not 'SoluÃ§Ãµes'.
 */
export const csvEmpresas = (empresas: readonly EmpresaContato[]): string =>
  csvDe(CABECALHO_EMPRESAS, linhasEmpresas(empresas));

/** The same rows for the XLSX: the header in bold, every value a text cell. */
export const planilhaEmpresas = (empresas: readonly EmpresaContato[]) =>
  celulasDe(CABECALHO_EMPRESAS, linhasEmpresas(empresas));

/** Column widths of the XLSX, in characters, so the sheet opens readable. */
export const LARGURAS_PLANILHA_EMPRESAS = [
  { width: 45 },
  { width: 22 },
  { width: 32 },
  { width: 90 },
];
