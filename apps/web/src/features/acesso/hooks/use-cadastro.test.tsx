import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUID_VAZIO } from '@portal/domain';
import { respostaJson } from '@/test/render';
import type {
  CadastroFormularioSaida,
  CadastroFormularioValores,
} from '../schemas/cadastro-schema';
import { useCadastro } from './use-cadastro';

/** The registration's outcomes in the spec's words (§8), with the API stubbed per call. */

type Formulario = UseFormReturn<CadastroFormularioValores, unknown, CadastroFormularioSaida>;
const form = { setError: vi.fn(), getValues: () => ({}) } as unknown as Formulario;
const USUARIO = {
  email: 'renata@cidadeviva.example',
  senhaNova: 'Girassol@Azul!84',
  empresa: { id: GUID_VAZIO },
} as unknown as CadastroFormularioSaida;
const prova = () => new File(['%PDF-1.7'], 'cartao-cnpj.pdf', { type: 'application/pdf' });

function stubApi(rotas: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const rota = rotas[`${init?.method ?? 'GET'} ${url}`];
      return rota ? rota() : respostaJson({ message: 'não previsto' }, 404);
    }),
  );
}

function renderCadastro() {
  const setAviso = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/register']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const { result } = renderHook(
    () => ({ cadastrar: useCadastro(form, setAviso), location: useLocation() }),
    { wrapper },
  );
  return { result, setAviso };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useCadastro', () => {
  it('sem id criado, diz "Erro ao cadastrar usuário!"', async () => {
    stubApi({ 'PUT /api/cadastro/usuario': () => respostaJson({ result: true }, 201) });
    const { result, setAviso } = renderCadastro();
    await act(() => result.current.cadastrar(USUARIO, null));
    expect(setAviso).toHaveBeenCalledWith({ tipo: 'erro', mensagem: 'Erro ao cadastrar usuário!' });
  });

  it('com falha no comprovante, abre o painel com a mensagem e " Falha ao enviar o arquivo."', async () => {
    stubApi({
      'PUT /api/cadastro/usuario': () =>
        respostaJson(
          { result: true, message: 'Cadastro realizado com sucesso!', idCriadoGuid: 'u-1' },
          201,
        ),
      'POST /api/login': () =>
        respostaJson({ autenticado: true, id: 'u-1', empresa: { id: 'e-1' }, tipoUsuario: 1 }),
      'PUT /api/fileindexer/empresa/e-1/provacnpj/file': () =>
        respostaJson({ message: 'Erro' }, 500),
      'GET /api/sessao': () => respostaJson({ autenticado: true, id: 'u-1', tipoUsuario: 1 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderCadastro();
    await act(() => result.current.cadastrar(USUARIO, prova()));
    expect(result.current.location.pathname).toBe('/painel');
    expect(result.current.location.state).toEqual({
      aviso: {
        tipo: 'atencao',
        mensagem: 'Cadastro realizado com sucesso! Falha ao enviar o arquivo.',
      },
    });
  });
});
