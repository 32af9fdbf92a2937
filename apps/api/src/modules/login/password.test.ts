import { describe, expect, it } from 'vitest';
import { isSenhaValida } from '@portal/domain';
import {
  hashSenha,
  isSenhaFacil,
  palavrasDoUsuario,
  verificarSenha,
  verificarSenhaFicticia,
} from './password.ts';

const empresa = ['João Souza', 'joao@cidadeviva.com.br', 'Soluções Urbanas Ltda', 'Cidade Viva'];

describe('hash de senha', () => {
  it('usa argon2id com sal e confere só a senha certa', async () => {
    const hash = await hashSenha('Girassol@Azul!84');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await hashSenha('Girassol@Azul!84')).not.toBe(hash);
    expect(await verificarSenha(hash, 'Girassol@Azul!84')).toBe(true);
    expect(await verificarSenha(hash, 'girassol@Azul!84')).toBe(false);
  });

  it('trata um hash ilegível como senha errada e confere o hash fictício', async () => {
    expect(await verificarSenha('não é hash', 'x')).toBe(false);
    expect(await verificarSenhaFicticia('qualquer')).toBe(false);
  });
});

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
