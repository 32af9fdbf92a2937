import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTEXTO_ARQUIVO } from '@portal/domain';
import { renderComProviders } from '@/test/render';
import { servidorFalso } from '@/test/rotas';
import { PublicoArquivo } from './publico-arquivo';

afterEach(() => {
  vi.unstubAllGlobals();
});

const arquivo = (contexto: number) => ({
  id: 'a1',
  nomeOriginal: 'portfolio.pdf',
  contexto,
  tipoDoArquivo: null,
  tipo: 'application/pdf',
  tamanho: 1000,
  dataHoraInclusao: '2025-01-01T00:00:00Z',
});

const publicacao = (podeSerPublico: boolean, publico = false) => ({
  id: 'a1',
  nomeOriginal: 'portfolio.pdf',
  contexto: CONTEXTO_ARQUIVO.PORTFOLIOS,
  tipo: 'application/pdf',
  publico,
  podeSerPublico,
});

describe('arquivo público', () => {
  it('o administrador torna o arquivo público pelo interruptor', async () => {
    const chamadas = servidorFalso({
      'POST /api/fileindexer/arquivo/a1/publico': { corpo: { result: true, message: 'ok' } },
    });
    renderComProviders(
      <PublicoArquivo
        propostaId="p1"
        arquivo={arquivo(CONTEXTO_ARQUIVO.PORTFOLIOS)}
        publicacao={publicacao(true)}
      />,
    );
    const chave = screen.getByRole('switch', { name: 'Público: portfolio.pdf' });
    expect((chave as HTMLInputElement).checked).toBe(false);
    fireEvent.click(chave);
    await waitFor(() =>
      expect(chamadas).toContainEqual({
        metodo: 'POST',
        caminho: '/api/fileindexer/arquivo/a1/publico',
        corpo: { publico: true },
      }),
    );
  });

  it('mostra o estado atual de um arquivo já público', () => {
    servidorFalso({});
    renderComProviders(
      <PublicoArquivo
        propostaId="p1"
        arquivo={arquivo(CONTEXTO_ARQUIVO.PORTFOLIOS)}
        publicacao={publicacao(true, true)}
      />,
    );
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true);
  });

  it('não oferece interruptor ao que não pode ser público', () => {
    servidorFalso({});
    renderComProviders(
      <PublicoArquivo
        propostaId="p1"
        arquivo={arquivo(CONTEXTO_ARQUIVO.PDF_GERADO)}
        publicacao={publicacao(false)}
      />,
    );
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('não oferece interruptor ao analista, que não lê a publicação', () => {
    servidorFalso({});
    renderComProviders(
      <PublicoArquivo
        propostaId="p1"
        arquivo={arquivo(CONTEXTO_ARQUIVO.PORTFOLIOS)}
        publicacao={undefined}
      />,
    );
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('lembra que as fotos aparecem sempre', () => {
    servidorFalso({});
    renderComProviders(
      <PublicoArquivo
        propostaId="p1"
        arquivo={arquivo(CONTEXTO_ARQUIVO.FOTOS)}
        publicacao={undefined}
      />,
    );
    expect(screen.getByText('Exibida na página pública')).toBeTruthy();
  });
});
