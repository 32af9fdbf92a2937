import { describe, expect, it } from 'vitest';
import { primeiroNome, saudacao } from './saudacao.ts';

/** São Paulo is UTC-3 all year, so these instants are the named local times there. */
const emSaoPaulo = (hora: string) => new Date(`2025-06-01T${hora}:00-03:00`);

describe('saudacao', () => {
  it('diz bom dia até 11:59 em São Paulo', () => {
    expect(saudacao(emSaoPaulo('00:00'))).toBe('Bom dia,');
    expect(saudacao(emSaoPaulo('11:59'))).toBe('Bom dia,');
  });

  it('diz boa tarde de 12:00 a 17:59', () => {
    expect(saudacao(emSaoPaulo('12:00'))).toBe('Boa tarde,');
    expect(saudacao(emSaoPaulo('17:59'))).toBe('Boa tarde,');
  });

  it('diz boa noite a partir de 18:00', () => {
    expect(saudacao(emSaoPaulo('18:00'))).toBe('Boa noite,');
    expect(saudacao(emSaoPaulo('23:59'))).toBe('Boa noite,');
  });
});

describe('primeiroNome', () => {
  it('pega a primeira palavra do nome', () => {
    expect(primeiroNome('  Maria da Silva ')).toBe('Maria');
    expect(primeiroNome('João')).toBe('João');
  });

  it('devolve texto vazio sem nome', () => {
    expect(primeiroNome('')).toBe('');
    expect(primeiroNome(null)).toBe('');
  });
});
