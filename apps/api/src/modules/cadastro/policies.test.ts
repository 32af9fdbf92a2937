import { describe, expect, it } from 'vitest';
import { mascararCpf, mascararEmail, mascararRg } from './mascaras.ts';
import { podeEnviarArquivoDaEmpresa, podeVerEmpresa, visaoDaEmpresa } from './policies.ts';

const EMPRESA = { id: 'e1', usuarioId: 'criador' };
const usuario = (id: string, tipoUsuario: number, empresaId: string | null) => ({
  id,
  tipoUsuario,
  empresaId,
});

describe('quem vê quanto de uma empresa', () => {
  it.each([
    ['anônimo', null, 'publica'],
    ['usuário de outra empresa', usuario('x', 1, 'e2'), 'publica'],
    ['equipe pendente de aprovação', usuario('p', 3, null), 'publica'],
    ['colega que entrou na empresa', usuario('colega', 1, 'e1'), 'mascarada'],
    ['quem cadastrou a empresa', usuario('criador', 1, 'e1'), 'completa'],
    ['analista', usuario('a', 4, null), 'completa'],
    ['administrador', usuario('adm', 5, null), 'completa'],
  ] as const)('%s → %s', (_quem, user, visao) => {
    expect(visaoDaEmpresa(user, EMPRESA)).toBe(visao);
  });

  it('lê a empresa por id quem é dela ou da equipe; envia arquivos só quem é dela', () => {
    expect(podeVerEmpresa(usuario('c', 1, 'e1'), 'e1')).toBe(true);
    expect(podeVerEmpresa(usuario('a', 4, null), 'e1')).toBe(true);
    expect(podeVerEmpresa(usuario('x', 1, 'e2'), 'e1')).toBe(false);
    expect(podeEnviarArquivoDaEmpresa(usuario('c', 8, 'e1'), 'e1')).toBe(true);
    expect(podeEnviarArquivoDaEmpresa(usuario('a', 5, null), 'e1')).toBe(false);
    expect(podeEnviarArquivoDaEmpresa(usuario('x', 1, 'e2'), 'e1')).toBe(false);
  });
});

describe('máscaras do responsável legal', () => {
  it('mostra só o meio do CPF, o fim do RG e a inicial do e-mail', () => {
    expect(mascararCpf('12345678909')).toBe('***.456.789-**');
    expect(mascararCpf('123')).toBe('***.***.***-**');
    expect(mascararRg('12.345.678-9')).toBe('****6789');
    expect(mascararRg('MG-12.345.678')).toBe('****5678');
    expect(mascararEmail('joao@dominio.com.br')).toBe('j***@dominio.com.br');
    expect(mascararEmail('sem-arroba')).toBe('***');
  });
});
