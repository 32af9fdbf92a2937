import { afterEach, describe, expect, it, vi } from 'vitest';
import { entrar } from '@/lib/entrar';
import { respostaJson } from '@/test/render';
import { buscarEmpresaPorCnpj } from './buscar-empresa-cnpj';
import { verificarEmail } from './verificar-email';

/**
 * The access screens' words when the server fails (spec §8), written out: the server's own
 * refusals pass through, a crash or a dropped connection gets the spec's message.
 */

const servidor = (resposta: () => Response | Promise<Response>) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => resposta()),
  );
const semRede = () => servidor(() => Promise.reject(new TypeError('Failed to fetch')));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('busca do CNPJ', () => {
  it('com o servidor fora do ar diz "Erro ao buscar o CNPJ!"', async () => {
    servidor(() => respostaJson({ message: 'Erro interno.' }, 500));
    await expect(buscarEmpresaPorCnpj('11.222.333/0001-81')).rejects.toThrow(
      'Erro ao buscar o CNPJ!',
    );
    semRede();
    await expect(buscarEmpresaPorCnpj('11.222.333/0001-81')).rejects.toThrow(
      'Erro ao buscar o CNPJ!',
    );
  });

  it('mantém o "CNPJ inválido!" do servidor e lê 404 como empresa nova', async () => {
    servidor(() => respostaJson({ message: 'CNPJ inválido!' }, 400));
    await expect(buscarEmpresaPorCnpj('11.222.333/0001-82')).rejects.toThrow('CNPJ inválido!');
    servidor(() => respostaJson({ message: 'Empresa não encontrada.' }, 404));
    await expect(buscarEmpresaPorCnpj('11.222.333/0001-81')).resolves.toBeNull();
  });
});

describe('verificação do e-mail', () => {
  it('com falha diz "Erro inesperado ao verificar usuário!" nas duas entradas', async () => {
    servidor(() => respostaJson({ message: 'Erro interno.' }, 500));
    await expect(verificarEmail('ana@cidadeviva.com.br')).rejects.toThrow(
      'Erro inesperado ao verificar usuário!',
    );
    semRede();
    await expect(verificarEmail('ana@ipt.br', 'ipt')).rejects.toThrow(
      'Erro inesperado ao verificar usuário!',
    );
  });
});

describe('entrada', () => {
  it('com falha diz "Erro inesperado ao fazer autenticação!"', async () => {
    servidor(() => respostaJson({ message: 'Erro interno.' }, 500));
    const credenciais = { login: 'ana@cidadeviva.com.br', SenhaAtual: 'Girassol@Azul!84' };
    await expect(entrar(credenciais)).rejects.toThrow('Erro inesperado ao fazer autenticação!');
    semRede();
    await expect(entrar(credenciais, 'ipt')).rejects.toThrow(
      'Erro inesperado ao fazer autenticação!',
    );
  });

  it('recusada, mostra a mensagem do servidor', async () => {
    servidor(() =>
      respostaJson(
        {
          autenticado: false,
          mensagem: 'E-mail ou senha incorretos.',
          message: 'E-mail ou senha incorretos.',
        },
        401,
      ),
    );
    await expect(
      entrar({ login: 'ana@cidadeviva.com.br', SenhaAtual: 'Errada@123' }),
    ).rejects.toThrow('E-mail ou senha incorretos.');
  });
});
