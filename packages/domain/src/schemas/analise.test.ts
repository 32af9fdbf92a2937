import { describe, expect, it } from 'vitest';
import { analiseFiltroSchema } from './analise.ts';
import { errosDe } from './exemplos.test-helpers.ts';

describe('analiseFiltroSchema', () => {
  it('usa a primeira página de 50, a data de envio mais recente primeiro', () => {
    expect(analiseFiltroSchema.parse({})).toEqual({
      pagina: 1,
      tamanho: 50,
      ordem: 'dataHoraEnvioPDF',
    });
  });

  it('lê os números da query string e trata parâmetro vazio como ausente', () => {
    expect(
      analiseFiltroSchema.parse({
        pagina: '3',
        tamanho: '200',
        ordem: 'nomeOficialEmpresa',
        direcao: 'desc',
        eixo: '',
        capacidade: '24',
        empresa: '  Cidade ',
        busca: '',
      }),
    ).toEqual({
      pagina: 3,
      tamanho: 200,
      ordem: 'nomeOficialEmpresa',
      direcao: 'desc',
      capacidade: 24,
      empresa: 'Cidade',
    });
  });

  it('aceita status repetido ou separado por vírgulas', () => {
    expect(analiseFiltroSchema.parse({ status: ['2', '3'] }).status).toEqual([2, 3]);
    expect(analiseFiltroSchema.parse({ status: '2, 5,10' }).status).toEqual([2, 5, 10]);
  });

  it('recusa página, tamanho, ordem, eixo, capacidade e status fora do permitido', () => {
    expect(
      errosDe(analiseFiltroSchema, {
        pagina: '0',
        tamanho: '201',
        ordem: 'senha',
        direcao: 'cima',
        eixo: '6',
        capacidade: '5',
        status: '11',
      }),
    ).toEqual([
      { path: 'pagina', message: 'Valor inválido.' },
      { path: 'tamanho', message: 'Valor inválido.' },
      { path: 'ordem', message: 'Valor inválido.' },
      { path: 'direcao', message: 'Valor inválido.' },
      { path: 'status.0', message: 'Status da proposta inválido.' },
      { path: 'eixo', message: 'Valor inválido.' },
      { path: 'capacidade', message: 'Valor inválido.' },
    ]);
  });
});
