import { describe, expect, it } from 'vitest';
import {
  exclusaoDeArquivo,
  podeListarPropostasDoUsuario,
  podeVerProposta,
  recusaAlteracao,
  type PropostaAlvo,
} from './policies.ts';

const usuario = (id: string, tipoUsuario: number, empresaId: string | null = 'e1') => ({
  id,
  tipoUsuario,
  empresaId,
});
const proposta = (statusPropostaId: number): PropostaAlvo => ({
  empresaId: 'e1',
  statusPropostaId,
});

describe('quem vê uma proposta', () => {
  it.each([
    ['o dono', usuario('dono', 1), true],
    ['o dono de tipo 8', usuario('dono', 8), true],
    ['o dono fora da empresa (pendente, recusado ou removido)', usuario('dono', 1, null), false],
    ['um colega da mesma empresa', usuario('colega', 1), true],
    ['outra empresa', usuario('x', 2, 'e2'), false],
    ['equipe pendente de aprovação', usuario('p', 3, null), false],
    ['analista', usuario('a', 4, null), true],
    ['administrador', usuario('adm', 5, null), true],
  ] as const)('%s → %s', (_quem, user, pode) => {
    expect(podeVerProposta(user, proposta(1))).toBe(pode);
  });
});

describe('quem altera uma proposta e quando', () => {
  it.each([
    ['o dono no status 1', usuario('dono', 1), proposta(1), null],
    ['o dono no status 2', usuario('dono', 1), proposta(2), 'bloqueada'],
    ['o dono no status 10', usuario('dono', 1), proposta(10), 'bloqueada'],
    ['o dono fora da empresa no status 1', usuario('dono', 1, null), proposta(1), 'ausente'],
    ['um colega no status 1', usuario('colega', 1), proposta(1), null],
    ['outra empresa no status 1', usuario('x', 2, 'e2'), proposta(1), 'ausente'],
    ['o analista no status 1', usuario('a', 4, null), proposta(1), 'ausente'],
    ['qualquer um, proposta inexistente', usuario('dono', 1), null, 'ausente'],
  ] as const)('%s → %s', (_quem, user, alvo, recusa) => {
    expect(recusaAlteracao(user, alvo)).toBe(recusa);
  });
});

describe('a lista de soluções da empresa', () => {
  it('qualquer membro ativo a lê, pelo próprio id ou pelo de um colega', () => {
    expect(podeListarPropostasDoUsuario(usuario('u1', 1), 'e1')).toBe(true);
    expect(podeListarPropostasDoUsuario(usuario('u1', 1), 'e2')).toBe(false);
    expect(podeListarPropostasDoUsuario(usuario('u1', 1), null)).toBe(false);
    expect(podeListarPropostasDoUsuario(usuario('u1', 1, null), null)).toBe(false);
    expect(podeListarPropostasDoUsuario(usuario('a', 4, null), 'e1')).toBe(false);
  });
});

describe('o que apagar um arquivo da proposta faz', () => {
  const dono = usuario('dono', 1);
  it.each([
    ['anexo no status 1', dono, proposta(1), 10, 'apaga'],
    ['anexo no status 2', dono, proposta(2), 10, 'bloqueada'],
    ['PDF assinado no status 2', dono, proposta(2), 12, 'reabre'],
    ['PDF assinado no status 1', dono, proposta(1), 12, 'apaga'],
    ['PDF assinado no status 3', dono, proposta(3), 12, 'assinatura-em-avaliacao'],
    ['PDF assinado no status 5', dono, proposta(5), 12, 'assinatura-em-avaliacao'],
    ['arquivo de outra empresa', usuario('x', 1, 'e2'), proposta(1), 10, 'ausente'],
    ['arquivo de um colega', usuario('colega', 1), proposta(1), 10, 'apaga'],
    ['PDF assinado de outra empresa', usuario('x', 1, 'e2'), proposta(2), 12, 'ausente'],
    ['analista', usuario('a', 4, null), proposta(2), 12, 'ausente'],
    ['proposta inexistente', dono, null, 10, 'ausente'],
  ] as const)('%s → %s', (_caso, user, alvo, contexto, resultado) => {
    expect(exclusaoDeArquivo(user, alvo, contexto)).toBe(resultado);
  });
});
