import { formatarCnpj } from '@portal/domain';
import type { EmpresaContato } from '../api/empresas';
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
 * A text a spreadsheet would run as a formula ('=HYPERLINK(…)' typed as a company name) gets
 * an apostrophe in front, the sign spreadsheets read as "this is text" (OWASP CSV injection).
 */
const semFormula = (valor: string): string => (/^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor);

const campoCsv = (valor: string): string => `"${semFormula(valor).replaceAll('"', '""')}"`;

/** The UTF-8 byte order mark: without it Excel reads the file as ANSI and breaks the accents. */
const BOM = '\uFEFF';

/**
 * The CSV of spec §9: a header row, every value quoted with inner quotes doubled, lines joined
 * by CRLF, UTF-8 with a BOM so Excel shows 'Soluções' and not 'SoluÃ§Ãµes'.
 */
export const csvEmpresas = (empresas: readonly EmpresaContato[]): string =>
  BOM +
  [CABECALHO_EMPRESAS, ...linhasEmpresas(empresas)]
    .map((linha) => linha.map(campoCsv).join(','))
    .join('\r\n');

/** The same rows for the XLSX: the header in bold, every value a text cell. */
export const planilhaEmpresas = (empresas: readonly EmpresaContato[]) => [
  CABECALHO_EMPRESAS.map((titulo) => ({
    value: titulo,
    type: String,
    fontWeight: 'bold' as const,
  })),
  ...linhasEmpresas(empresas).map((linha) => linha.map((value) => ({ value, type: String }))),
];

/** Column widths of the XLSX, in characters, so the sheet opens readable. */
export const LARGURAS_PLANILHA_EMPRESAS = [
  { width: 45 },
  { width: 22 },
  { width: 32 },
  { width: 90 },
];
