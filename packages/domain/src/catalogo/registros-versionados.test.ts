import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '../mensagens/index.ts';
import { REGISTROS_VERSIONADOS, rotuloCampoRegistro } from './registros-versionados.ts';

describe('registros versionados', () => {
  it('dá o rótulo de cada campo e o próprio nome a um campo desconhecido', () => {
    expect(rotuloCampoRegistro('calendario', 'prazoEnvio')).toBe(
      'Prazo para envio do PDF assinado',
    );
    expect(rotuloCampoRegistro('usuario', 'telefones')).toBe('Telefones');
    expect(rotuloCampoRegistro('parecer', 'outro')).toBe('outro');
  });

  it('monta a frase da recusa com quem, o registro, quando e os campos', () => {
    const { nome, campos } = REGISTROS_VERSIONADOS.calendario;
    expect(
      MENSAGENS.registroAlteradoPorOutro('Maria Souza', nome, 'às 14:32', [
        campos.prazoEnvio,
        campos.toleranciaMinutos,
      ]),
    ).toBe(
      'Maria Souza salvou o calendário às 14:32 e alterou: Prazo para envio do PDF assinado, Tolerância.',
    );
  });
});
