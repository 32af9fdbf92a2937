import { describe, expect, it } from 'vitest';
import { rotuloCampoProposta } from './rotulos-proposta.ts';

describe('rotuloCampoProposta', () => {
  it('nomeia o campo pelo caminho do formulário, como o formulário o nomeia', () => {
    expect(rotuloCampoProposta('titulo')).toBe('Título da solução');
    expect(rotuloCampoProposta('descricaoTecnicaSolucao.conceito')).toBe('Conceito da solução');
    expect(rotuloCampoProposta('suporteSolucao.saaS')).toBe(
      'É oferecida como software como serviço (SaaS)?',
    );
  });

  it('nomeia a categoria de anexo pelo caminho da sua rota', () => {
    expect(rotuloCampoProposta('anexos.fotos')).toBe('Fotos da solução');
    expect(rotuloCampoProposta('anexos.documentosentregues/portfolios')).toMatch(/ortf/);
  });

  it('um caminho desconhecido volta como veio, em vez de sumir da mensagem', () => {
    expect(rotuloCampoProposta('anexos.inexistente')).toBe('anexos.inexistente');
    expect(rotuloCampoProposta('outro.campo')).toBe('outro.campo');
  });
});
