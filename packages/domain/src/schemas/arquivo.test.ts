import { describe, expect, it } from 'vitest';
import { arquivoSchema } from './arquivo.ts';
import { errosDe } from './exemplos.test-helpers.ts';

const pdf = {
  nomeOriginal: 'proposta.pdf',
  conteudo: Buffer.from('%PDF-1.7 conteúdo').toString('base64'),
  tipoDoArquivo: 4,
  tipo: 'application/pdf',
};

describe('arquivoSchema', () => {
  it('aceita arquivo com conteúdo base64', () => {
    expect(arquivoSchema.parse(pdf)).toEqual(pdf);
    expect(arquivoSchema.safeParse({ nomeOriginal: 'a.pdf', conteudo: 'QQ==' }).success).toBe(true);
  });

  it('recusa conteúdo com prefixo data: ou fora do formato base64', () => {
    expect(
      errosDe(arquivoSchema, { ...pdf, conteudo: `data:application/pdf;base64,${pdf.conteudo}` }),
    ).toEqual([{ path: 'conteudo', message: 'Conteúdo do arquivo inválido.' }]);
  });

  it('avisa quando não há arquivo e exige o nome original', () => {
    expect(errosDe(arquivoSchema, { ...pdf, conteudo: '', nomeOriginal: ' ' })).toEqual([
      { path: 'nomeOriginal', message: 'Campo obrigatório.' },
      { path: 'conteudo', message: 'Nenhum arquivo selecionado.' },
    ]);
  });

  it('recusa tipo de arquivo fora do catálogo', () => {
    expect(errosDe(arquivoSchema, { ...pdf, tipoDoArquivo: 9 })).toEqual([
      { path: 'tipoDoArquivo', message: 'Valor inválido.' },
    ]);
  });
});
