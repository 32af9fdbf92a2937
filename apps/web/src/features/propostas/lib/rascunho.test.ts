import { beforeEach, describe, expect, it } from 'vitest';
import { textosValidos } from './exemplo-proposta.test-helpers';
import { textosVazios } from './formulario-proposta';
import { chaveRascunho, rascunhoParaOferecer, rascunhos } from './rascunho';

beforeEach(() => {
  localStorage.clear();
});

describe('rascunho da proposta', () => {
  it('separa os rascunhos por usuário e por proposta', () => {
    expect(chaveRascunho('u1', null)).toBe('portal:rascunho-proposta:u1:nova');
    expect(chaveRascunho('u1', 'p9')).toBe('portal:rascunho-proposta:u1:p9');
  });

  it('guarda só os textos, com a hora, e oferece o que difere do salvo', () => {
    const chave = chaveRascunho('u1', null);
    const comArquivos = { ...textosValidos(), anexos: { fotos: [new File(['x'], 'a.png')] } };
    rascunhos.salvar(chave, comArquivos, new Date('2025-03-01T12:00:00Z'));

    const guardado = JSON.parse(localStorage.getItem(chave) ?? '{}');
    expect(guardado.salvoEm).toBe('2025-03-01T12:00:00.000Z');
    expect(guardado.valores).not.toHaveProperty('anexos');

    const oferecido = rascunhoParaOferecer(chave, textosVazios());
    expect(oferecido?.valores).toEqual(textosValidos());
  });

  it('não oferece rascunho igual ao que já está salvo', () => {
    const chave = chaveRascunho('u1', 'p1');
    rascunhos.salvar(chave, textosValidos());
    expect(rascunhoParaOferecer(chave, textosValidos())).toBeNull();
  });

  it('ignora o que não é um rascunho e some depois de apagado', () => {
    const chave = chaveRascunho('u1', null);
    localStorage.setItem(chave, '{quebrado');
    expect(rascunhoParaOferecer(chave, textosVazios())).toBeNull();
    rascunhos.salvar(chave, textosValidos());
    rascunhos.apagar(chave);
    expect(rascunhos.ler(chave)).toBeNull();
  });
});
