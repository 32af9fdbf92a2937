import { describe, expect, it } from 'vitest';
import { ROTULOS_PROPOSTA } from '../catalogo/rotulos-proposta.ts';
import { propostaSchema } from '../schemas/proposta.ts';
import { LIMITES_TEXTO_PORTAL } from '../schemas/texto-portal.ts';
import {
  CAMPOS_SOLUCAO,
  campoPerguntado,
  chaveDoCaminho,
  lerCaminho,
  montarPorCaminho,
} from './campos.ts';

describe('a lista dos campos da solução', () => {
  it('dá ao esquema da proposta exatamente os seus campos, na ordem do formulário', () => {
    const esquema = montarPorCaminho(CAMPOS_SOLUCAO, () => true);
    const formas = propostaSchema.shape as unknown as Record<string, { shape?: object }>;
    for (const [chave, valor] of Object.entries(esquema)) {
      const forma = formas[chave];
      if (typeof valor === 'object')
        expect(Object.keys(forma?.shape ?? {})).toEqual(Object.keys(valor as object));
      else expect(forma).toBeDefined();
    }
    expect(Object.keys(formas)).toEqual(Object.keys(esquema));
  });

  it('dá a cada texto um limite e a cada chave um rótulo só', () => {
    for (const campo of CAMPOS_SOLUCAO) {
      if (campo.tipo === 'texto' || campo.tipo === 'linha') expect(campo.limite).toBeGreaterThan(0);
      expect(ROTULOS_PROPOSTA[chaveDoCaminho(campo.caminho) as keyof typeof ROTULOS_PROPOSTA]).toBe(
        campo.rotulo,
      );
    }
    expect(Object.keys(ROTULOS_PROPOSTA)).toHaveLength(CAMPOS_SOLUCAO.length);
    expect(LIMITES_TEXTO_PORTAL.conceito).toBe(777);
  });

  it('só pergunta a outra capacidade com "Outros" e a entidade com validação', () => {
    const [outra, entidade] = [
      'destino.destinoOutro',
      'historicoSolucao.entidadeResponsavelValidacao',
    ].map((caminho) => CAMPOS_SOLUCAO.find((campo) => campo.caminho === caminho)!);
    expect(campoPerguntado(outra!, { destino: { indiceDetalhe: 24 } })).toBe(false);
    expect(campoPerguntado(outra!, { destino: { indiceDetalhe: 35 } })).toBe(true);
    expect(campoPerguntado(entidade!, { historicoSolucao: { validacaoOuRegistro: false } })).toBe(
      false,
    );
    expect(campoPerguntado(entidade!, { historicoSolucao: { validacaoOuRegistro: true } })).toBe(
      true,
    );
  });

  it('lê e monta pelos caminhos da API', () => {
    const valores = montarPorCaminho(CAMPOS_SOLUCAO, (campo) => campo.coluna);
    for (const campo of CAMPOS_SOLUCAO)
      expect(lerCaminho(valores, campo.caminho)).toBe(campo.coluna);
    expect(lerCaminho(valores, 'suporteSolucao.inexistente.x')).toBeUndefined();
  });
});
