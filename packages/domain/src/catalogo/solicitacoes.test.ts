import { describe, expect, it } from 'vitest';
import { rodadaSolicitacoesSchema } from '../schemas/solicitacao.ts';
import { alvoDoCampo, ALVOS_SOLICITACAO, rotuloAlvoSolicitacao } from './solicitacoes.ts';

describe('alvos das solicitações', () => {
  it('maps each field path to the section that opens it', () => {
    expect(alvoDoCampo('titulo')).toBe('identificacao');
    expect(alvoDoCampo('keyWords')).toBe('identificacao');
    expect(alvoDoCampo('destino.indiceDetalhe')).toBe('destino');
    expect(alvoDoCampo('descricaoTecnicaSolucao.conceito')).toBe('descricaoTecnica');
    expect(alvoDoCampo('suporteSolucao.saaS')).toBe('suporte');
    expect(alvoDoCampo('anexos.fotos')).toBe('anexos.fotos');
  });

  it('offers the whole solution, the six sections and every attachment category, labelled', () => {
    expect(ALVOS_SOLICITACAO[0]).toEqual({ alvo: 'geral', rotulo: 'A solução como um todo' });
    expect(rotuloAlvoSolicitacao('justificativa')).toBe('Justificativa');
    expect(rotuloAlvoSolicitacao('anexos.fotos')).toBe('Fotos da solução');
    expect(ALVOS_SOLICITACAO).toHaveLength(1 + 6 + 9);
  });

  it('refuses an unknown target, an empty text and an impossible date, naming the field', () => {
    const resultado = rodadaSolicitacoesSchema.safeParse({
      solicitacoes: [{ alvo: 'senha', texto: ' ', prazo: '2026-02-30T18:00' }],
    });
    expect(resultado.success).toBe(false);
    const caminhos = resultado.error?.issues.map((i) => i.path.join('.'));
    expect(caminhos).toEqual([
      'solicitacoes.0.alvo',
      'solicitacoes.0.texto',
      'solicitacoes.0.prazo',
    ]);
    expect(rodadaSolicitacoesSchema.safeParse({ solicitacoes: [] }).success).toBe(false);
  });

  it('takes an empty date as none', () => {
    const resultado = rodadaSolicitacoesSchema.parse({
      solicitacoes: [{ alvo: 'anexos.fotos', texto: 'Envie fotos da instalação.', prazo: '' }],
    });
    expect(resultado.solicitacoes[0]?.prazo).toBeNull();
  });
});
