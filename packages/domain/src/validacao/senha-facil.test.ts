import { describe, expect, it } from 'vitest';
import { isSenhaValida } from './senha.ts';
import { isSenhaFacil, palavrasDoUsuario } from './senha-facil.ts';

const empresa = ['João Souza', 'joao@cidadeviva.com.br', 'Soluções Urbanas Ltda', 'Cidade Viva'];

describe('senha fácil de adivinhar', () => {
  it.each(['Senha@123', 'Mudar@123', 'Brasil@123', 'Teste@123'])(
    'recusa %s, que cumpre a regra mas é comum',
    (senha) => {
      expect(isSenhaValida(senha)).toBe(true);
      expect(isSenhaFacil(senha, [])).toBe(true);
    },
  );

  it.each(['CidadeViva@2025', 'Cidade@Viva1', 'Solucoes@2025', 'JoaoSouza@1', 'Portal@2025'])(
    'recusa %s, feita do nome da pessoa, da empresa ou do portal',
    (senha) => {
      expect(isSenhaValida(senha)).toBe(true);
      expect(isSenhaFacil(senha, empresa)).toBe(true);
    },
  );

  it('recusa Carla@2025 para a usuária Carla, que cumpre todos os itens da regra', () => {
    expect(isSenhaValida('Carla@2025')).toBe(true);
    expect(isSenhaFacil('Carla@2025', ['Carla Mendes', 'carla@exemplo.com.br'])).toBe(true);
  });

  it.each(['Girassol@Azul!84', 'Abacaxi@Voador7', 'Xk7$mQ2!pLr'])('aceita %s', (senha) => {
    expect(isSenhaFacil(senha, empresa)).toBe(false);
  });

  it('tira acentos e separa as palavras dos nomes', () => {
    const palavras = palavrasDoUsuario(['Soluções Urbanas Ltda', null, 'joao@cidadeviva.com.br']);
    expect(palavras).toEqual(
      expect.arrayContaining([
        'solucoesurbanasltda',
        'solucoes',
        'urbanas',
        'joaocidadevivacombr',
        'cidadeviva',
        'joao',
      ]),
    );
  });
});
