import { CODIGO_REGISTRO_REGEX, type RegistroPesquisaPublico } from '@portal/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { gerarCodigoRegistro } from './codigo-registro.ts';
import { registroCsv } from './registro-csv.ts';
import { renderRegistroPdf } from './registro-pdf.ts';

const solucao = (posicao: number, titulo: string) => ({
  posicao,
  id: `00000000-0000-4000-8000-00000000000${posicao}`,
  titulo,
  empresa: 'Cidade Viva Ltda.',
  eixo: 'Mobilidade',
  capacidade: 'Gestão de tráfego',
  versao: 3,
  publicadaEm: '2026-03-10T13:00:00.000Z',
  url: `https://portal.exemplo/solutions/00000000-0000-4000-8000-00000000000${posicao}`,
});

const exemplo: RegistroPesquisaPublico = {
  registro: {
    codigo: '7K3M-Q9XD-2FHB',
    registradoEm: '2026-11-20T17:30:00.000Z',
    gestor: {
      nome: 'Helena Prado',
      cargo: 'Secretária de Mobilidade',
      municipio: 'Campinas',
      uf: 'SP',
      codigoIbge: '3509502',
    },
    finalidade: 'Estudo técnico preliminar da semaforização inteligente.',
    busca: {
      texto: 'semáforo inteligente',
      corrigidaPara: null,
      filtros: [{ rotulo: 'Eixo', valor: 'Mobilidade' }],
      total: 2,
    },
    resultados: [solucao(1, 'Semáforos que conversam'), solucao(2, '=Sinal verde')],
    selecao: [solucao(1, 'Semáforos que conversam')],
  },
  sha256: 'a'.repeat(64),
  url: 'https://portal.exemplo/registros/7K3M-Q9XD-2FHB',
};

describe('o documento do registro de pesquisa de mercado', () => {
  it('o PDF diz quem pesquisou, o quê, o que o portal respondeu e como conferir', async () => {
    const pdf = await renderRegistroPdf(exemplo);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    const texto = text.replace(/\s+/g, ' ');
    for (const trecho of [
      'Registro de pesquisa de mercado',
      '7K3M-Q9XD-2FHB',
      'Helena Prado',
      'Secretária de Mobilidade',
      'Campinas/SP (3509502)',
      'Estudo técnico preliminar da semaforização inteligente.',
      'semáforo inteligente',
      'Eixo: Mobilidade',
      '1. Semáforos que conversam — Cidade Viva Ltda. · Mobilidade; Gestão de tráfego',
      'Versão 3, publicada em 10/03/2026',
      'https://portal.exemplo/registros/7K3M-Q9XD-2FHB',
      'a'.repeat(64),
    ]) {
      expect(texto).toContain(trecho);
    }
  });

  it('a planilha põe a seleção antes dos resultados e neutraliza fórmulas', () => {
    const linhas = registroCsv(exemplo)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(linhas[0]).toBe(
      '"Registro","Lista","Posição","Título","Empresa","Eixo","Capacidade","Versão","Publicada em","Endereço"',
    );
    expect(linhas.slice(1).map((l) => l.split(',').slice(1, 4).join(','))).toEqual([
      '"Selecionada","1","Semáforos que conversam"',
      '"Resultado da busca","1","Semáforos que conversam"',
      `"Resultado da busca","2","'=Sinal verde"`,
    ]);
  });

  it('o código de verificação tem 12 letras e números fáceis de ler e não se repete', () => {
    const codigos = Array.from({ length: 200 }, gerarCodigoRegistro);
    for (const codigo of codigos) expect(codigo).toMatch(CODIGO_REGISTRO_REGEX);
    expect(new Set(codigos).size).toBe(codigos.length);
  });
});
