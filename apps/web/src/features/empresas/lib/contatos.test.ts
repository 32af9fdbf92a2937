import { describe, expect, it } from 'vitest';
import { contatoExportado, telefoneExibido } from './contatos';

describe('telefone de um contato', () => {
  it('tira o que não é dígito, junta DDD e número e formata pelo tamanho', () => {
    expect(telefoneExibido({ ddd: '(11)', numero: '91234-5678' })).toBe('(11) 91234-5678');
    expect(telefoneExibido({ ddd: '11', numero: '3456-7890' })).toBe('(11) 3456-7890');
    expect(telefoneExibido({ ddd: '', numero: '912345678' })).toBe('91234-5678');
  });

  it('deixa como está o que não tem 9, 10 ou 11 dígitos', () => {
    expect(telefoneExibido({ ddd: '55', numero: '11 91234-5678' })).toBe('5511912345678');
    expect(telefoneExibido({ ddd: null, numero: '1234' })).toBe('1234');
    expect(telefoneExibido(null)).toBe('');
  });
});

describe('contato na exportação', () => {
  it('escreve nome, e-mail entre sinais e DDD-número só com dígitos', () => {
    expect(
      contatoExportado({
        nome: 'Ana Souza',
        email: 'ana@x.com.br',
        telefone: { ddd: '(11)', numero: '91234-5678' },
      }),
    ).toBe('Ana Souza <ana@x.com.br> 11-912345678');
  });

  it('omite o telefone que falta', () => {
    expect(contatoExportado({ nome: 'Rui', email: 'rui@x.com', telefone: null })).toBe(
      'Rui <rui@x.com>',
    );
  });
});
