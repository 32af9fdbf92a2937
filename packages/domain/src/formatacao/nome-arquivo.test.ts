import { describe, expect, it } from 'vitest';
import { nomeArquivoSolucao, nomeCartaoCnpj, slugArquivo } from './nome-arquivo.ts';

describe('nomes de arquivo para pessoas', () => {
  it('tira acentos, pontuação e espaços do nome', () => {
    expect(slugArquivo('Água Viva Soluções Ltda.')).toBe('agua-viva-solucoes-ltda');
    expect(slugArquivo('  "Cidade/Viva" & Cia  ')).toBe('cidade-viva-cia');
    expect(slugArquivo('***')).toBe('arquivo');
  });

  it('corta nomes longos sem deixar hífen no fim', () => {
    const slug = slugArquivo(`${'a'.repeat(59)} bcd`);
    expect(slug).toBe('a'.repeat(59));
  });

  it('dá ao cartão CNPJ o CNPJ e o nome da empresa', () => {
    expect(nomeCartaoCnpj('11.222.333/0001-81', 'Água Viva Soluções')).toBe(
      'cartao-cnpj-11222333000181-agua-viva-solucoes.pdf',
    );
    expect(nomeCartaoCnpj('12.abc.345/01de-35', 'X')).toBe('cartao-cnpj-12ABC34501DE35-x.pdf');
  });

  it('dá ao zip e ao PDF da solução o código e o título', () => {
    expect(nomeArquivoSolucao('solucao', 'CI-2025-000123', 'Semáforos que conversam', '.zip')).toBe(
      'solucao-CI-2025-000123-semaforos-que-conversam.zip',
    );
  });
});
