import { describe, expect, it } from 'vitest';
import { STATUS_PROPOSTA_LISTA } from './status-proposta.ts';
import {
  atorDaTransicao,
  caminhoDaEquipe,
  contrariaParecer,
  destinosDaEquipe,
  transicaoDeStatus,
  TRANSICOES_STATUS,
} from './transicoes-status.ts';

const TODOS = STATUS_PROPOSTA_LISTA.map((s) => s.id);

describe('TRANSICOES_STATUS', () => {
  it('cada status é alcançado por algum caminho, e nenhuma linha é vazia', () => {
    for (const status of TODOS.filter((s) => s !== 1)) {
      expect(
        TRANSICOES_STATUS.some((t) => t.para.includes(status)),
        `status ${status}`,
      ).toBe(true);
    }
    for (const t of TRANSICOES_STATUS) {
      expect(t.de.length * t.para.length * t.por.length, t.caminho).toBeGreaterThan(0);
    }
  });

  it('a empresa só envia (1 → 2), retira (2 → 1) e responde a rodada (6 → onde estava)', () => {
    const daEmpresa = TRANSICOES_STATUS.filter((t) => t.por.includes('empresa'));
    expect(daEmpresa.map((t) => [t.caminho, t.de])).toEqual([
      ['envio-assinado', [1]],
      ['resposta-rodada', [6]],
      ['exclusao-assinado', [2]],
    ]);
    expect(transicaoDeStatus('envio-assinado', 'empresa', 2, 2)).toBeNull();
    expect(transicaoDeStatus('resposta-rodada', 'empresa', 6, 5)).not.toBeNull();
    expect(transicaoDeStatus('resposta-rodada', 'empresa', 6, 10)).toBeNull();
    expect(transicaoDeStatus('exclusao-assinado', 'empresa', 5, 1)).toBeNull();
  });

  it('7 e 8 entram pelo parecer, só do administrador, e nunca numa rodada aberta ou publicada', () => {
    expect(transicaoDeStatus('parecer', 'administrador', 5, 7)?.dispara).toEqual(['parecer']);
    expect(transicaoDeStatus('parecer', 'administrador', 2, 8)).not.toBeNull();
    expect(transicaoDeStatus('parecer', 'analista', 5, 7)).toBeNull();
    for (const de of [6, 7, 8, 10]) {
      expect(transicaoDeStatus('parecer', 'administrador', de, 7), `de ${de}`).toBeNull();
    }
    expect(transicaoDeStatus('status-equipe', 'administrador', 5, 7)).toBeNull();
    expect(transicaoDeStatus('status-equipe', 'analista', 9, 7)).not.toBeNull();
  });

  it('a equipe nomeia o caminho pelo destino: 6 abre a rodada, 10 publica', () => {
    expect(caminhoDaEquipe(6)).toBe('solicitacoes');
    expect(caminhoDaEquipe(10)).toBe('publicacao');
    expect(caminhoDaEquipe(5)).toBe('status-equipe');
    expect(transicaoDeStatus('solicitacoes', 'analista', 5, 6)?.dispara).toContain('rodada-aberta');
    expect(transicaoDeStatus('status-equipe', 'analista', 6, 5)?.dispara).toContain(
      'rodada-fechada',
    );
    expect(transicaoDeStatus('publicacao', 'analista', 9, 10)?.dispara).toContain('publicacao');
    expect(transicaoDeStatus('publicacao', 'analista', 6, 10)).toBeNull();
    expect(transicaoDeStatus('solicitacoes', 'analista', 10, 6)).toBeNull();
  });

  it('nunca repete o status atual, nem aceita quem não é da equipe nos caminhos da equipe', () => {
    for (const status of TODOS) {
      expect(
        transicaoDeStatus(caminhoDaEquipe(status), 'administrador', status, status),
      ).toBeNull();
    }
    expect(transicaoDeStatus('status-equipe', 'empresa', 2, 5)).toBeNull();
    expect(transicaoDeStatus('status-equipe', 'sistema', 2, 5)).toBeNull();
  });

  it('a tela de status oferece à equipe só o que a tabela permite', () => {
    expect(destinosDaEquipe(2)).toEqual([1, 3, 4, 5, 6, 9, 10]);
    expect(destinosDaEquipe(6)).toEqual([1, 2, 3, 4, 5, 9]);
    expect(destinosDaEquipe(9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10]);
    expect(destinosDaEquipe(10)).toEqual([1, 2, 3, 4, 5, 7, 8, 9]);
  });

  it('conhece o ator pelo tipo de usuário e o que contraria um parecer', () => {
    expect([5, 4, 3, 1].map(atorDaTransicao)).toEqual([
      'administrador',
      'analista',
      'empresa',
      'empresa',
    ]);
    expect([7, 9, 10, 8, 5, 2].map((para) => contrariaParecer(7, para))).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });
});
