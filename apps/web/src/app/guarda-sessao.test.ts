import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { respostaJson } from '@/test/render';
import { exigirSessao } from './guarda-sessao';

const args = { request: new Request('http://localhost/painel'), params: {} } as LoaderFunctionArgs;

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('guarda de sessão', () => {
  it('manda a /login quem não tem sessão, antes de a página carregar', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respostaJson({ message: 'Sessão expirada.' }, 401)),
    );
    const resposta = await Promise.resolve(exigirSessao('/login')(args)).catch((e: unknown) => e);
    expect(resposta).toBeInstanceOf(Response);
    expect((resposta as Response).headers.get('Location')).toBe('/login');
  });

  it('deixa passar quem tem sessão', async () => {
    const sessao = {
      autenticado: true,
      id: 'u1',
      nome: 'Ana',
      email: 'a@b.c',
      tipoUsuario: 1,
      empresa: null,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respostaJson(sessao)),
    );
    await expect(Promise.resolve(exigirSessao('/login')(args))).resolves.toBeNull();
  });
});
