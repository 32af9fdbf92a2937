import { describe, expect, it } from 'vitest';
import type { EmpresaContato } from '@portal/domain';
import { csvEmpresas, linhasEmpresas, planilhaEmpresas } from './exportar-empresas';

const EMPRESAS: EmpresaContato[] = [
  {
    id: 'e1',
    nomeOficial: 'Soluções "Cidade Viva" Ltda.',
    cnpj: '12345678000195',
    webSite: 'www.cidadeviva.com.br',
    contatos: [
      { nome: 'Ana Souza', email: 'ana@x.com.br', telefone: { ddd: '(11)', numero: '91234-5678' } },
      { nome: 'João Araújo', email: 'joao@x.com.br', telefone: { ddd: '19', numero: '3456-7890' } },
    ],
  },
  {
    id: 'e2',
    nomeOficial: 'Iluminação Pública SA',
    cnpj: '11222333000181',
    webSite: null,
    contatos: [],
  },
];

/** The exact expected file, byte for byte. */
const ESPERADO = [
  '\uFEFF"Nome";"CNPJ";"Website";"Contatos"',
  '"Soluções ""Cidade Viva"" Ltda.";"12.345.678/0001-95";"www.cidadeviva.com.br";"Ana Souza <ana@x.com.br> 11-912345678; João Araújo <joao@x.com.br> 19-34567890"',
  '"Iluminação Pública SA";"11.222.333/0001-81";"";""',
].join('\r\n');

describe('exportação das empresas', () => {
  it('monta o CSV de §9 como o Excel em português o abre: ponto e vírgula, aspas, CRLF e BOM', () => {
    const csv = csvEmpresas(EMPRESAS);
    expect(csv).toBe(ESPERADO);
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // 'ç' e 'õ' viajam como UTF-8 de dois bytes.
    const hexa = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ');
    expect(hexa).toContain('c3 a7 c3 b5');
    expect(csv.endsWith('\r\n')).toBe(false);
  });

  it('neutraliza um valor que a planilha executaria como fórmula', () => {
    const [, linha] = csvEmpresas([
      { ...EMPRESAS[1]!, nomeOficial: '=HYPERLINK("http://x")', contatos: [] },
    ]).split('\r\n');
    expect(linha).toBe('"\'=HYPERLINK(""http://x"")";"11.222.333/0001-81";"";""');
  });

  it('dá à planilha as mesmas linhas, todas como texto', () => {
    const planilha = planilhaEmpresas(EMPRESAS);
    expect(planilha.map((linha) => linha.map((celula) => celula.value))).toEqual([
      ['Nome', 'CNPJ', 'Website', 'Contatos'],
      ...linhasEmpresas(EMPRESAS),
    ]);
    expect(planilha.flat().every((celula) => celula.type === String)).toBe(true);
  });

  it('só tem o cabeçalho quando não há empresas', () => {
    expect(csvEmpresas([])).toBe('\uFEFF"Nome";"CNPJ";"Website";"Contatos"');
  });
});
