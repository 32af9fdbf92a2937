import { describe, expect, it } from 'vitest';
import type { SolucaoDadosAbertos } from '@portal/domain';
import { dadosAbertosCsv } from './dados-abertos.ts';

const linha: SolucaoDadosAbertos = {
  id: 'a1',
  titulo: 'Semáforo "inteligente"',
  descricao: '=HYPERLINK("http://x")',
  palavrasChave: ['mobilidade', 'tráfego'],
  eixo: 'Mobilidade Urbana',
  capacidade: 'Semáforos Inteligentes',
  empresa: 'Cidade Viva',
  webSite: null,
  url: 'https://portal.sp.gov.br/solutions/a1',
  publicadaEm: '2025-03-01T12:00:00.000Z',
};

describe('dadosAbertosCsv', () => {
  it('escreve BOM, cabeçalho, aspas duplicadas e CRLF', () => {
    const [cabecalho, primeira, ...resto] = dadosAbertosCsv([linha]).split('\r\n');
    expect(resto).toEqual([]);
    expect(cabecalho).toBe(
      '\uFEFF"id","titulo","descricao","palavrasChave","eixo","capacidade","empresa","webSite","url","publicadaEm"',
    );
    expect(primeira).toBe(
      '"a1","Semáforo ""inteligente""","\'=HYPERLINK(""http://x"")","mobilidade; tráfego",' +
        '"Mobilidade Urbana","Semáforos Inteligentes","Cidade Viva","",' +
        '"https://portal.sp.gov.br/solutions/a1","2025-03-01T12:00:00.000Z"',
    );
  });

  it('sem soluções, só o cabeçalho', () => {
    expect(dadosAbertosCsv([]).split('\r\n')).toHaveLength(1);
  });
});
