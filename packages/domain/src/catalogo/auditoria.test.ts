import { describe, expect, it } from 'vitest';
import {
  ACOES_AUDITORIA,
  detalheAuditoria,
  isAcaoAuditoria,
  LISTA_ACOES_AUDITORIA,
  rotuloAcaoAuditoria,
} from './auditoria.ts';

describe('catálogo de ações da auditoria', () => {
  it('só entradas e saídas são registros de acesso (os que o expurgo de 6 meses apaga)', () => {
    const acesso = LISTA_ACOES_AUDITORIA.filter((a) => ACOES_AUDITORIA[a].classe === 'acesso');
    expect(acesso.sort()).toEqual(['login.falha', 'login.sucesso', 'logout']);
  });

  it('cada ação tem rótulo em português; uma chave desconhecida é mostrada como veio', () => {
    for (const acao of LISTA_ACOES_AUDITORIA) {
      expect(rotuloAcaoAuditoria(acao)).toMatch(/^[A-ZÁÉÍÓÚ][a-zà-ú]/);
    }
    expect(isAcaoAuditoria('toString')).toBe(false);
    expect(rotuloAcaoAuditoria('apagou.tudo')).toBe('apagou.tudo');
  });

  it('detalhes em palavras: categoria do arquivo, tamanho em KB, de onde entrou', () => {
    expect(detalheAuditoria('contexto', 12)).toEqual({
      rotulo: 'Categoria',
      valor: 'PDF assinado',
    });
    expect(detalheAuditoria('tamanho', 2_097_152)).toEqual({
      rotulo: 'Tamanho',
      valor: '2.048 KB',
    });
    expect(detalheAuditoria('area', 'equipe').valor).toBe('Área da equipe do instituto');
    expect(detalheAuditoria('prazo', '2026-12-20T21:00:00.000Z')).toEqual({
      rotulo: 'Novo prazo',
      valor: null,
    });
  });

  it('pedidos e downloads de "Meus dados": o tipo do pedido e o formato em palavras', () => {
    expect(detalheAuditoria('tipo', 'oposicao')).toEqual({
      rotulo: 'Tipo de pedido',
      valor: 'Oposição a um tratamento',
    });
    expect(detalheAuditoria('formato', 'json')).toEqual({ rotulo: 'Formato', valor: 'JSON' });
  });
});
