import { describe, expect, it } from 'vitest';
import type { MembroEquipe } from '@portal/domain';
import { nomeDoPapel, separarEquipe } from './equipe';

const membro = (nome: string, tipoUsuario: number, ativo = true): MembroEquipe => ({
  id: nome,
  nome,
  email: `${nome.toLowerCase()}@ipt.br`,
  tipoUsuario,
  ativo,
  dataCadastro: '2025-03-01T12:00:00Z',
});

describe('equipe do IPT', () => {
  it('separa pendentes, ativos e desativados, cada grupo por nome', () => {
    const grupos = separarEquipe([
      membro('Olga', 5),
      membro('Bruno', 3),
      membro('Ana', 4),
      membro('Caio', 4, false),
      membro('Alice', 3),
    ]);
    expect(grupos.pendentes.map((m) => m.nome)).toEqual(['Alice', 'Bruno']);
    expect(grupos.ativos.map((m) => m.nome)).toEqual(['Ana', 'Olga']);
    expect(grupos.inativos.map((m) => m.nome)).toEqual(['Caio']);
  });

  it('dá nome aos papéis', () => {
    expect([3, 4, 5].map(nomeDoPapel)).toEqual([
      'Aguardando aprovação',
      'Analista',
      'Administrador',
    ]);
  });
});
