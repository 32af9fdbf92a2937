import { describe, expect, it } from 'vitest';
import { mensagemHttpPorStatus } from './http.ts';

describe('mensagem por status HTTP', () => {
  it('cada status tem sua frase em português; o resto dos 4xx é uma requisição inválida', () => {
    const esperado: [number, string][] = [
      [400, 'Requisição inválida.'],
      [401, 'Sessão expirada ou inexistente. Entre novamente.'],
      [403, 'Acesso não permitido.'],
      [404, 'Recurso não encontrado.'],
      [405, 'Método não permitido.'],
      [409, 'Requisição inválida.'],
      [413, 'O conteúdo enviado excede o tamanho máximo permitido.'],
      [415, 'Tipo de conteúdo não suportado. Envie os dados em formato JSON.'],
      [429, 'Muitas requisições em pouco tempo. Aguarde um momento e tente novamente.'],
      [499, 'Requisição inválida.'],
      [500, 'Ocorreu um erro inesperado. Tente novamente mais tarde.'],
      [503, 'Ocorreu um erro inesperado. Tente novamente mais tarde.'],
    ];
    for (const [status, mensagem] of esperado)
      expect(mensagemHttpPorStatus(status), String(status)).toBe(mensagem);
  });
});
