import { describe, expect, it } from 'vitest';
import { isMembroAtivo, isPedidoAberto, podeGerirEquipe, remocaoDeMembro } from './policies.ts';

const usuario = (tipoUsuario: number, empresaId: string | null) => ({
  id: 'u',
  tipoUsuario,
  empresaId,
});

describe('quem age pela empresa', () => {
  it.each([
    ['integrante ativo', usuario(1, 'e1'), true],
    ['pedido aberto, recusado ou removido (a sessão não dá empresa)', usuario(1, null), false],
    ['equipe do IPT', usuario(5, null), false],
  ] as const)('%s → %s', (_quem, user, esperado) => {
    expect(isMembroAtivo(user)).toBe(esperado);
  });

  it('gere a equipe só da própria empresa', () => {
    expect(podeGerirEquipe(usuario(1, 'e1'), 'e1')).toBe(true);
    expect(podeGerirEquipe(usuario(1, 'e1'), 'e2')).toBe(false);
    expect(podeGerirEquipe(usuario(1, null), 'e1')).toBe(false);
  });
});

describe('remoção de integrante', () => {
  it.each([
    ['um ativo entre dois', { situacao: 'ativo' as const }, 2, 'remove'],
    ['o último ativo', { situacao: 'ativo' as const }, 1, 'ultimo'],
    ['um pedido aberto', { situacao: 'pendente' as const }, 2, 'ausente'],
    ['ninguém', null, 2, 'ausente'],
  ] as const)('%s → %s', (_caso, alvo, ativos, esperado) => {
    expect(remocaoDeMembro(alvo, ativos)).toBe(esperado);
  });
});

describe('pedido que ainda se decide', () => {
  it.each([
    ['pendente', true],
    ['ativo', false],
    ['recusado', false],
    ['removido', false],
    ['expirado', false],
  ] as const)('%s → %s', (situacao, esperado) => {
    expect(isPedidoAberto(situacao)).toBe(esperado);
  });
});
