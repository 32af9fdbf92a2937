import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LinhaProposta } from '@portal/domain';
import { respostaJson } from '@/test/render';
import { useAcoesSolucao } from './use-acoes-solucao';

/**
 * The list's transfers and the spec's words for each outcome (spec §8), written out here so a
 * changed message fails. The PDF's polling runs on a fake clock: every 1 s, giving up at 15 s.
 */

const LINHA = {
  propostaID: 'p-1',
  tituloProposta: 'Semáforo que conversa',
} as LinhaProposta;

type Rota = (url: string, init?: RequestInit) => Response | Promise<Response>;
let rota: Rota;
const chamadas: string[] = [];

beforeEach(() => {
  chamadas.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      chamadas.push(`${init?.method ?? 'GET'} ${url}`);
      return rota(url, init);
    }),
  );
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderAcoes() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useAcoesSolucao(), { wrapper }).result;
}

const PDF_BASE64 = btoa('%PDF-1.7\n%%EOF\n');
const consultas = () => chamadas.filter((c) => c.includes('statusgeracaopdf')).length;

describe('PDF da solução', () => {
  it('pede, consulta a cada 1 s e baixa quando fica pronto (status 7)', async () => {
    vi.useFakeTimers();
    let prontoNaConsulta = 3;
    rota = (url) => {
      if (url === '/api/proposta/gerapdf/p-1') return respostaJson({ status: 1 });
      if (url === '/api/proposta/statusgeracaopdf/p-1')
        return respostaJson(
          --prontoNaConsulta === 0 ? { status: 7, arquivoID: 'a-1' } : { status: 1 },
        );
      return respostaJson({ nomeOriginal: 'Proposta.pdf', conteudo: PDF_BASE64 });
    };
    const acoes = renderAcoes();
    let fim!: Promise<void>;
    act(() => {
      fim = acoes.current.baixarPdf(LINHA);
    });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(consultas()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(consultas()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await act(() => fim);
    expect(consultas()).toBe(3);
    expect(chamadas.at(-1)).toBe('GET /api/fileindexer/p-1/a-1');
    expect(acoes.current.aviso).toBeNull();
  });

  it('desiste aos 15 s com a mensagem de tempo esgotado', async () => {
    vi.useFakeTimers();
    rota = () => respostaJson({ status: 1 });
    const acoes = renderAcoes();
    let fim!: Promise<void>;
    act(() => {
      fim = acoes.current.baixarPdf(LINHA);
    });
    await act(() => vi.advanceTimersByTimeAsync(14_999));
    expect(acoes.current.aviso).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_001));
    await act(() => fim);
    expect(consultas()).toBe(15);
    expect(acoes.current.aviso).toEqual({
      tipo: 'erro',
      mensagem: 'Tempo esgotado. O PDF não foi gerado em 15 segundos. Tente novamente mais tarde.',
    });
  });

  it.each([
    [
      'recusado pelo servidor',
      () => respostaJson({ message: 'Não' }, 404),
      'Falha ao solicitar a geração do PDF.',
    ],
    [
      'não aceito (status ≠ 1)',
      () => respostaJson({ status: 0 }),
      'Falha ao solicitar a geração do PDF.',
    ],
    [
      'com o servidor fora do ar',
      () => respostaJson({ message: 'Erro' }, 500),
      'Erro ao solicitar a geração do PDF.',
    ],
  ])('pedido %s', async (_caso, resposta, mensagem) => {
    rota = resposta;
    const acoes = renderAcoes();
    await act(() => acoes.current.baixarPdf(LINHA));
    expect(acoes.current.aviso).toEqual({ tipo: 'erro', mensagem });
  });

  it.each([
    ['a geração falhou', { status: 7, arquivoID: 'a-1' }, 500, 'Erro ao baixar o PDF.'],
    [
      'o conteúdo veio vazio',
      { status: 7, arquivoID: 'a-1' },
      200,
      'Conteúdo do PDF vazio ou inválido.',
    ],
  ])('quando %s', async (_caso, pronto, statusArquivo, mensagem) => {
    vi.useFakeTimers();
    rota = (url) => {
      if (url.includes('gerapdf')) return respostaJson({ status: 1 });
      if (url.includes('statusgeracaopdf')) return respostaJson(pronto);
      return respostaJson({ nomeOriginal: 'x.pdf', conteudo: '' }, statusArquivo);
    };
    const acoes = renderAcoes();
    let fim!: Promise<void>;
    act(() => {
      fim = acoes.current.baixarPdf(LINHA);
    });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await act(() => fim);
    expect(acoes.current.aviso).toEqual({ tipo: 'erro', mensagem });
  });
});

describe('PDF assinado', () => {
  const arquivo = new File(['%PDF-1.7'], 'assinado.pdf', { type: 'application/pdf' });

  it('mostra o envio em andamento e o sucesso', async () => {
    rota = () => respostaJson({ status: 0, result: true, message: '' });
    const acoes = renderAcoes();
    let fim!: Promise<void>;
    act(() => {
      fim = acoes.current.enviarAssinado(LINHA, arquivo);
    });
    expect(acoes.current.progresso).toBe('Enviando arquivo assinado.pdf...');
    await act(() => fim);
    expect(acoes.current.aviso).toEqual({
      tipo: 'sucesso',
      titulo: 'PDF assinado enviado',
      mensagem: `A solução "${LINHA.tituloProposta}" segue para avaliação.`,
    });
  });

  it('mostra o veredito da assinatura digital que o servidor deu', async () => {
    rota = () =>
      respostaJson({
        status: 0,
        result: true,
        message: '',
        assinatura: {
          veredito: 'a_conferir',
          rotulo: 'Assinatura a conferir',
          motivos: [
            'Quem assinou não é o responsável legal cadastrado da empresa (CPF diferente).',
          ],
        },
      });
    const acoes = renderAcoes();
    await act(() => acoes.current.enviarAssinado(LINHA, arquivo));
    // The upload succeeded; the signature's verdict is a line of its own, in its own colour.
    expect(acoes.current.aviso).toMatchObject({
      tipo: 'sucesso',
      detalhe: {
        tipo: 'atencao',
        texto: expect.stringMatching(/^Assinatura a conferir: .*CPF diferente\)\.$/),
      },
    });
  });

  it.each([
    [
      409,
      'Já existe um arquivo com esse nome para essa proposta. Renomeie o arquivo e tente novamente.',
      'Já existe um arquivo com esse nome para essa proposta. Renomeie o arquivo e tente novamente.',
    ],
    [500, 'Erro', 'Erro ao enviar o arquivo.'],
    [
      503,
      'Verificação de arquivos indisponível. Tente enviar de novo em alguns minutos.',
      'Verificação de arquivos indisponível. Tente enviar de novo em alguns minutos.',
    ],
  ])('recusa %i com a mensagem da especificação', async (status, message, mensagem) => {
    rota = () => respostaJson({ message }, status);
    const acoes = renderAcoes();
    await act(() => acoes.current.enviarAssinado(LINHA, arquivo));
    expect(acoes.current.aviso).toEqual({ tipo: 'erro', mensagem });
  });

  it('um arquivo recusado por ele mesmo (vírus) diz por quê, sem link para campo da solução', async () => {
    const message =
      'O arquivo assinado.pdf foi recusado: o antivírus encontrou Eicar-Signature. Verifique o computador de onde ele veio.';
    rota = () => respostaJson({ message, issues: [{ path: 'conteudo', message }] }, 422);
    const acoes = renderAcoes();
    await act(() => acoes.current.enviarAssinado(LINHA, arquivo));
    expect(acoes.current.aviso).toEqual({ tipo: 'erro', mensagem: message });
  });

  it('um envio que o serviço não registra (status ≠ 0) dá a falha de envio', async () => {
    rota = () => respostaJson({ status: 1, result: false, message: '' });
    const acoes = renderAcoes();
    await act(() => acoes.current.enviarAssinado(LINHA, arquivo));
    expect(acoes.current.aviso).toEqual({ tipo: 'erro', mensagem: 'Falha ao enviar o arquivo.' });
  });

  it('baixar sem assinado informa que não há PDFs assinados', async () => {
    rota = () => respostaJson([]);
    const acoes = renderAcoes();
    await act(() => acoes.current.baixarAssinado(LINHA));
    expect(chamadas).toEqual(['GET /api/fileindexer/proposta/p-1/12']);
    expect(acoes.current.aviso).toEqual({
      tipo: 'info',
      mensagem: 'Não foram encontrados PDFS assinados.',
    });
  });

  it('baixar com falha do servidor dá o erro do PDF assinado', async () => {
    rota = () => respostaJson({ message: 'Erro' }, 500);
    const acoes = renderAcoes();
    await act(() => acoes.current.baixarAssinado(LINHA));
    expect(acoes.current.aviso).toEqual({
      tipo: 'erro',
      mensagem: 'Erro ao baixar o PDF assinado.',
    });
  });
});

describe('retirada do PDF assinado', () => {
  const ASSINADO = { id: 'a-9', nomeOriginal: 'assinado.pdf', contexto: 12 };
  const FOTO = { id: 'a-1', nomeOriginal: 'foto.png', contexto: 10 };

  it('apaga o assinado e repete a mensagem do servidor', async () => {
    rota = (url, init) =>
      init?.method === 'DELETE'
        ? respostaJson({
            result: true,
            mensagem: 'Arquivo deletado e status atualizado com sucesso!',
          })
        : respostaJson([FOTO, ASSINADO]);
    const acoes = renderAcoes();
    await act(() => acoes.current.apagarAssinado(LINHA));
    expect(chamadas).toContain('DELETE /api/fileindexer/arquivo/a-9');
    expect(acoes.current.aviso).toEqual({
      tipo: 'sucesso',
      mensagem: 'Arquivo deletado e status atualizado com sucesso!',
    });
  });

  it.each([
    [respostaJson({ result: false, mensagem: '' }), 'Falha ao atualizar o status da proposta.'],
    [respostaJson({ message: 'Erro' }, 500), 'Erro ao atualizar o status da proposta.'],
  ])('sem sucesso, diz que o status não foi atualizado (%#)', async (resposta, mensagem) => {
    rota = (url, init) => (init?.method === 'DELETE' ? resposta : respostaJson([ASSINADO]));
    const acoes = renderAcoes();
    await act(() => acoes.current.apagarAssinado(LINHA));
    expect(acoes.current.aviso).toEqual({ tipo: 'erro', mensagem });
  });
});
