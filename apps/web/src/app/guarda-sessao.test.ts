import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { respostaJson } from '@/test/render';
import { exigirSessao, exigirSessaoSemAceite, irParaMeusDados } from './guarda-sessao';

const args = (endereco = 'http://localhost/painel') =>
  ({ request: new Request(endereco), params: {} }) as LoaderFunctionArgs;

const sessao = (tipoUsuario: number, termosPendentes: number | null = null) => ({
  autenticado: true,
  id: 'u1',
  nome: 'Ana',
  email: 'a@b.c',
  tipoUsuario,
  empresa: null,
  termosPendentes,
});

const servidor = (corpo: unknown, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => respostaJson(corpo, status)),
  );

/** Where a loader sent the visitor, or null when it let them through. */
const destino = async (loader: Promise<unknown> | unknown): Promise<string | null> => {
  const resposta = await Promise.resolve(loader).catch((e: unknown) => e);
  if (resposta === null) return null;
  expect(resposta).toBeInstanceOf(Response);
  return (resposta as Response).headers.get('Location');
};

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('guarda de sessão', () => {
  it('manda a /login quem não tem sessão, antes de a página carregar', async () => {
    servidor({ message: 'Sessão expirada.' }, 401);
    expect(await destino(exigirSessao('/login')(args()))).toBe('/login');
  });

  it('deixa passar quem tem sessão', async () => {
    servidor(sessao(1));
    expect(await destino(exigirSessao('/login')(args()))).toBeNull();
  });

  it('leva quem tem termos a aceitar à página do aceite, guardando o endereço pedido', async () => {
    servidor(sessao(1, 3));
    const para = await destino(exigirSessao('/login')(args('http://localhost/painel/equipe?x=1')));
    expect(para).toBe('/termos/aceite?voltar=%2Fpainel%2Fequipe%3Fx%3D1');
  });

  it('abre a página do aceite a quem tem termos pendentes, mas não a quem não entrou', async () => {
    servidor(sessao(1, 3));
    expect(await destino(exigirSessaoSemAceite('/login')(args()))).toBeNull();
    queryClient.clear();
    servidor({ message: 'Sessão expirada.' }, 401);
    expect(await destino(exigirSessaoSemAceite('/login')(args()))).toBe('/login');
  });

  it('leva /meus-dados à página da área de quem entrou, ou a /login', async () => {
    servidor(sessao(1));
    expect(await destino(irParaMeusDados(args()))).toBe('/painel/meus-dados');
    queryClient.clear();
    servidor(sessao(5));
    expect(await destino(irParaMeusDados(args()))).toBe('/ipt/meus-dados');
    queryClient.clear();
    servidor({ message: 'Sessão expirada.' }, 401);
    expect(await destino(irParaMeusDados(args()))).toBe('/login');
  });
});
