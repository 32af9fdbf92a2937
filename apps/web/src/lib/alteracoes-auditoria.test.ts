import { describe, expect, it } from 'vitest';
import type { RegistroAuditoriaLido } from '@portal/domain';
import { alteracoesLidas, detalhesLidos, valorAuditoria } from './alteracoes-auditoria';

const registro = (dados: Partial<RegistroAuditoriaLido>): RegistroAuditoriaLido => ({
  id: 1,
  ocorridoEm: '2026-03-10T13:05:00.000Z',
  acao: 'proposta.atualizacao',
  rotulo: 'Alterou uma solução',
  pessoa: null,
  ip: null,
  empresa: null,
  proposta: null,
  entidade: 'proposta',
  entidadeId: null,
  alteracoes: null,
  detalhes: null,
  ...dados,
});

describe('alterações de um registro de auditoria', () => {
  it('nomeia os campos da solução como o formulário e mostra de e para', () => {
    expect(
      alteracoesLidas(
        registro({
          alteracoes: {
            titulo: { de: 'Semáforo', para: 'Semáforo inteligente' },
            'descricaoTecnicaSolucao.conceito': { de: null, para: 'Controle adaptativo' },
          },
        }),
      ),
    ).toEqual([
      {
        campo: 'titulo',
        rotulo: 'Título da solução',
        valores: { de: 'Semáforo', para: 'Semáforo inteligente' },
      },
      {
        campo: 'descricaoTecnicaSolucao.conceito',
        rotulo: 'Conceito da solução',
        valores: { de: '(vazio)', para: 'Controle adaptativo' },
      },
    ]);
  });

  it('um dado pessoal aparece só pelo nome, sem valores', () => {
    const [nome] = alteracoesLidas(registro({ entidade: 'usuario', alteracoes: { nome: {} } }));
    expect(nome).toEqual({ campo: 'nome', rotulo: 'Nome', valores: null });
  });

  it('um campo que nenhuma tela nomeia fica com o próprio nome', () => {
    const [campo] = alteracoesLidas(
      registro({ entidade: 'empresa', alteracoes: { tipoEmpresa: { de: 6, para: 2 } } }),
    );
    expect(campo).toEqual({
      campo: 'tipoEmpresa',
      rotulo: 'tipoEmpresa',
      valores: { de: '6', para: '2' },
    });
  });

  it('escreve sim e não, listas, datas no horário de São Paulo e o vazio', () => {
    expect(valorAuditoria(true)).toBe('Sim');
    expect(valorAuditoria(false)).toBe('Não');
    expect(valorAuditoria(['mobilidade', 'semáforo'])).toBe('mobilidade, semáforo');
    expect(valorAuditoria([])).toBe('(vazio)');
    expect(valorAuditoria('')).toBe('(vazio)');
    expect(valorAuditoria('2026-03-10T13:05:00.000Z')).toBe('10/03/2026 10:05');
    expect(valorAuditoria({ a: 1 })).toBe('{"a":1}');
  });

  it('lista os detalhes com rótulos e valores em palavras; chave desconhecida fica como é', () => {
    expect(
      detalhesLidos(
        registro({
          detalhes: { nome: 'foto.png', contexto: 10, tamanho: 20_480, outro: 'x' },
        }),
      ),
    ).toEqual(['Arquivo: foto.png', 'Categoria: Fotos da solução', 'Tamanho: 20 KB', 'outro: x']);
  });
});
