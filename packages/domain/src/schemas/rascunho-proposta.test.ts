import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '../mensagens/index.ts';
import { propostaValida } from './exemplos.test-helpers.ts';
import { rascunhoPropostaSchema } from './rascunho-proposta.ts';

describe('rascunhoPropostaSchema', () => {
  it('aceita uma solução só com o título', () => {
    const resultado = rascunhoPropostaSchema.safeParse({ titulo: 'Semáforos' });
    expect(resultado.success).toBe(true);
  });

  it('aceita o payload completo da especificação sem mudar seu conteúdo', () => {
    const resultado = rascunhoPropostaSchema.parse(propostaValida);
    expect(resultado.titulo).toBe(propostaValida.titulo);
    expect(resultado.keyWords).toEqual(propostaValida.keyWords);
    expect(resultado.descricaoTecnicaSolucao?.conceito).toBe(
      propostaValida.descricaoTecnicaSolucao.conceito,
    );
  });

  it('guarda textos e listas em branco como nulos', () => {
    const resultado = rascunhoPropostaSchema.parse({
      titulo: 'Semáforos',
      descricao: '   ',
      keyWords: [' ', ''],
      justificativa: { relevancia: '', diferencial: 'Único' },
    });
    expect(resultado.descricao).toBeNull();
    expect(resultado.keyWords).toBeNull();
    expect(resultado.justificativa).toEqual({ relevancia: null, diferencial: 'Único' });
  });

  it('recusa um rascunho sem título', () => {
    const resultado = rascunhoPropostaSchema.safeParse({ titulo: ' ', descricao: 'x' });
    expect(resultado.error?.issues).toEqual([
      expect.objectContaining({ path: ['titulo'], message: MENSAGENS.campoObrigatorio }),
    ]);
  });

  it('confere o que foi preenchido: tamanho e capacidade do eixo', () => {
    const resultado = rascunhoPropostaSchema.safeParse({
      titulo: 'Semáforos',
      descricao: 'x'.repeat(301),
      destino: { destino: 3, indiceDetalhe: 6 },
    });
    const caminhos = resultado.error?.issues.map((issue) => issue.path.join('.'));
    expect(caminhos).toEqual(['descricao', 'destino.indiceDetalhe']);
  });

  it('aceita a capacidade "Outros" ainda sem o nome da outra capacidade', () => {
    const resultado = rascunhoPropostaSchema.safeParse({
      titulo: 'Semáforos',
      destino: { destino: 1, indiceDetalhe: 12 },
    });
    expect(resultado.success).toBe(true);
  });
});
