import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { useBrowser, visible } from '../support/browser.ts';
import { criarEmpresa, entrarComoAdministrador } from './apoio.ts';

interface EmpresaContato {
  nomeOficial: string;
  cnpj: string;
  webSite: string | null;
  contatos: { nome: string; email: string; telefone: { ddd: string; numero: string } | null }[];
}

const digitos = (texto: string | null | undefined) => (texto ?? '').replace(/\D/g, '');
const cnpjFormatado = (cnpj: string) =>
  cnpj.replace(/^(\w{2})(\w{3})(\w{3})(\w{4})(\w{2})$/, '$1.$2.$3/$4-$5');

/** Spec §3 'Companies export row', written here independently of the web app's code. */
const linhaEsperada = (empresa: EmpresaContato) => [
  empresa.nomeOficial,
  cnpjFormatado(empresa.cnpj),
  empresa.webSite ?? '',
  empresa.contatos
    .map((c) => {
      const telefone = [digitos(c.telefone?.ddd), digitos(c.telefone?.numero)]
        .filter(Boolean)
        .join('-');
      return [c.nome, `<${c.email}>`, telefone].filter(Boolean).join(' ');
    })
    .join('; '),
];

/** A line of a CSV whose every value is quoted and whose inner quotes are doubled. */
function lerLinhaCsv(linha: string): string[] {
  const valores: string[] = [];
  let i = 0;
  while (i < linha.length) {
    if (linha[i] !== '"') throw new Error(`Valor sem aspas na posição ${i}: ${linha}`);
    let valor = '';
    i++;
    for (;;) {
      const aspas = linha.indexOf('"', i);
      if (aspas < 0) throw new Error(`Aspas sem fechamento: ${linha}`);
      valor += linha.slice(i, aspas);
      if (linha[aspas + 1] === '"') {
        valor += '"';
        i = aspas + 2;
      } else {
        i = aspas + 1;
        break;
      }
    }
    valores.push(valor);
    if (i < linha.length && linha[i++] !== ';') throw new Error(`Separador inválido: ${linha}`);
  }
  return valores;
}

async function baixar(page: Page, botao: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('button', { name: botao }).click(),
  ]);
  const caminho = await download.path();
  return { nome: download.suggestedFilename(), bytes: await readFile(caminho) };
}

describe('exportação das empresas', () => {
  const { newPage } = useBrowser();

  it(
    'baixa o CSV de §9 byte a byte e um XLSX com a planilha Empresas',
    { timeout: 120_000 },
    async () => {
      // Uma empresa com aspas e acentos no nome e um site sem https://.
      const empresaPagina = await newPage();
      const criada = await criarEmpresa(empresaPagina, {
        nomeOficial: `Soluções "Aurora" Iluminação ${Date.now()} Ltda.`,
        webSite: 'www.aurora-iluminacao.example',
        contato: { nome: 'João Araújo', ddd: '19', numero: '34567890' },
      });

      const page = await newPage();
      await entrarComoAdministrador(page);
      await page.goto('/ipt/companies');
      await visible(page.getByRole('heading', { name: 'Empresas Cadastradas' }));
      const linha = page.locator('tbody tr', { hasText: criada.nomeOficial });
      await visible(linha);
      const site = linha.getByRole('link', { name: criada.webSite });
      expect(await site.getAttribute('href')).toBe(`https://${criada.webSite}`);
      expect(await site.getAttribute('target')).toBe('_blank');
      expect(await linha.getByRole('link', { name: criada.email }).getAttribute('href')).toBe(
        `mailto:${criada.email}`,
      );
      await visible(linha.getByText('(19) 3456-7890'));

      const resposta = await page.request.get('/api/cadastro/empresa-contato');
      const empresas = (await resposta.json()) as EmpresaContato[];
      const esperado = [['Nome', 'CNPJ', 'Website', 'Contatos'], ...empresas.map(linhaEsperada)];

      // CSV: BOM UTF-8, CRLF, tudo entre aspas; lido de volta, as mesmas linhas da lista.
      const csv = await baixar(page, 'Exportar CSV');
      expect(csv.nome).toBe('empresas.csv');
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const texto = csv.bytes.subarray(3).toString('utf8');
      expect(texto.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
      const linhas = texto.split('\r\n').map(lerLinhaCsv);
      expect(linhas).toEqual(esperado);
      expect(texto).toContain(`"Soluções ""Aurora"" Iluminação`);
      expect(linhas.find((l) => l[0] === criada.nomeOficial)?.[3]).toBe(
        `João Araújo <${criada.email}> 19-34567890`,
      );
      // Escrito de volta com as regras de §9 e o ';' que o Excel em português lê, o
      // arquivo é idêntico ao baixado.
      const reescrito = linhas
        .map((l) => l.map((v) => `"${v.replaceAll('"', '""')}"`).join(';'))
        .join('\r\n');
      expect(texto).toBe(reescrito);

      // XLSX: uma planilha chamada Empresas, com o mesmo cabeçalho e as mesmas linhas.
      const xlsx = await baixar(page, 'Exportar XLSX');
      expect(xlsx.nome).toBe('empresas.xlsx');
      const planilhas = await readXlsxFile(xlsx.bytes);
      expect(planilhas.map((p) => p.sheet)).toEqual(['Empresas']);
      const dados = planilhas[0]!.data.map((l) => l.map((v) => (v === null ? '' : String(v))));
      expect(dados).toEqual(esperado);
    },
  );
});
