import { afterEach, describe, expect, it, vi } from 'vitest';
import { respostaJson } from '@/test/render';
import { ApiError, http, MENSAGEM_SEM_CONEXAO } from './http';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('http', () => {
  it('transforma { message, issues } do servidor em ApiError', async () => {
    const issues = [{ path: ['email'], message: 'E-mail já cadastrado!' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respostaJson({ message: 'Existem campos inválidos!', issues }, 400)),
    );

    const erro = await http.post('/api/x', { email: 'a@b.c' }).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ApiError);
    expect(erro).toMatchObject({ status: 400, message: 'Existem campos inválidos!', issues });
  });

  it('avisa em português quando não há conexão', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(http.get('/api/x')).rejects.toMatchObject({
      status: 0,
      message: MENSAGEM_SEM_CONEXAO,
    });
  });
});
