import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsultaCnpj } from '@portal/domain';
import { empresaNova } from '@/components/cadastro/formulario-cadastro';
import { respostaJson } from '@/test/render';
import type {
  CadastroFormularioSaida,
  CadastroFormularioValores,
} from '../schemas/cadastro-schema';
import { usePreenchimentoRegistros } from './use-preenchimento-registros';

const CNPJ = '11222333000181';

const empresaEncontrada = (situacaoCadastral: string): ConsultaCnpj => ({
  disponivel: true,
  dados: {
    nomeOficial: 'CIDADE VIVA SOLUCOES URBANAS LTDA',
    nomeFantasia: 'CIDADE VIVA',
    situacaoCadastral,
    ativa: situacaoCadastral === 'ATIVA',
    endereco: {
      cep: '01310200',
      tipoLogradouro: 2,
      nomeLogradouro: 'PAULISTA',
      numero: '1578',
      complemento: null,
      bairro: 'BELA VISTA',
      estadoId: 35,
      municipioId: 3550308,
    },
  },
});

function renderPreenchimento(resposta: unknown, digitado: { nomeFantasia?: string } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/api/registros/cnpj/')
        ? respostaJson(resposta)
        : respostaJson({ disponivel: false, motivo: 'nao-encontrado' }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      const form = useForm<CadastroFormularioValores, unknown, CadastroFormularioSaida>({
        defaultValues: { empresa: { ...empresaNova(CNPJ), ...digitado } },
      });
      return { form, registros: usePreenchimentoRegistros(form, CNPJ) };
    },
    { wrapper },
  );
  /** The CNPJ's answer has reached the query cache, and so the hook's effects. */
  const respondido = () =>
    waitFor(() =>
      expect(client.getQueryState(['registros', 'cnpj', CNPJ])?.status).toBe('success'),
    );
  return { ...hook, respondido };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('usePreenchimentoRegistros', () => {
  it('preenche os campos vazios e mantém o que a pessoa digitou', async () => {
    const { result } = renderPreenchimento(empresaEncontrada('ATIVA'), {
      nomeFantasia: 'Minha Fantasia',
    });
    await waitFor(() =>
      expect(result.current.form.getValues('empresa.nomeOficial')).toBe(
        'CIDADE VIVA SOLUCOES URBANAS LTDA',
      ),
    );
    const empresa = result.current.form.getValues('empresa');
    expect(empresa.nomeFantasia).toBe('Minha Fantasia');
    expect(empresa.endereco).toMatchObject({
      cep: '01310-200',
      tipoLogradouro: 2,
      nomeLogradouro: 'PAULISTA',
      complemento: '',
      municipio: { id: 3550308, estado: { id: 35 } },
    });
    expect(result.current.registros).toEqual({
      situacaoCadastral: null,
      cnpjIndisponivel: false,
      cepIndisponivel: false,
    });
  });

  it('aponta a situação cadastral de uma empresa que não está ATIVA', async () => {
    const { result } = renderPreenchimento(empresaEncontrada('INAPTA'));
    await waitFor(() => expect(result.current.registros.situacaoCadastral).toBe('INAPTA'));
  });

  it('avisa só quando o registro não responde, nunca quando está desligado', async () => {
    const indisponivel = renderPreenchimento({ disponivel: false, motivo: 'indisponivel' });
    await waitFor(() => expect(indisponivel.result.current.registros.cnpjIndisponivel).toBe(true));

    const desligado = renderPreenchimento({ disponivel: false, motivo: 'desligado' });
    await desligado.respondido();
    expect(desligado.result.current.registros.cnpjIndisponivel).toBe(false);
    expect(desligado.result.current.form.getValues('empresa.nomeOficial')).toBe('');
  });
});
