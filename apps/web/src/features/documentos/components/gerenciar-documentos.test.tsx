import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComProviders } from '@/test/render';
import { servidorFalso } from '@/test/rotas';
import { GerenciarDocumentos } from './gerenciar-documentos';

afterEach(() => {
  vi.unstubAllGlobals();
});

const DOCUMENTOS = [
  {
    id: 'edital',
    titulo: 'Edital de convocação para participação no programa',
    nomeOriginal: 'edital-2025.pdf',
    tamanho: 250_000,
    atualizadoEm: '2025-03-10T15:30:00Z',
    atualizadoPor: 'Beatriz Nogueira',
  },
  {
    id: 'caderno-tecnico-1',
    titulo: 'Caderno técnico — Conectividade',
    nomeOriginal: null,
    tamanho: null,
    atualizadoEm: null,
    atualizadoPor: null,
  },
];

const abrir = () => {
  const chamadas = servidorFalso({
    'GET /api/documentos/admin': { corpo: DOCUMENTOS },
    'PUT /api/documentos/caderno-tecnico-1': {
      corpo: { result: true, message: 'Documento atualizado com sucesso!' },
    },
  });
  const render = renderComProviders(<GerenciarDocumentos />);
  return { chamadas, ...render };
};

const escolherArquivo = (item: HTMLElement, arquivo: File) => {
  const input = item.querySelector('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [arquivo] } });
};

const item = async (titulo: string) =>
  (await screen.findByText(titulo)).closest('li') as HTMLElement;

describe('documentos do programa', () => {
  it('mostra o arquivo atual, quando e quem enviou, e Enviar para o que falta', async () => {
    abrir();
    const edital = await item('Edital de convocação para participação no programa');
    expect(edital.textContent).toContain('edital-2025.pdf · 244 KB · enviado em 10/03/2025 12:30');
    expect(edital.textContent).toContain('por Beatriz Nogueira');
    expect(within(edital).getByRole('button', { name: /Substituir/ })).toBeTruthy();
    const caderno = await item('Caderno técnico — Conectividade');
    expect(caderno.textContent).toContain('Documento em breve');
    expect(within(caderno).getByRole('button', { name: /Enviar/ })).toBeTruthy();
  });

  it('recusa o que não é PDF antes de enviar', async () => {
    const { chamadas } = abrir();
    const caderno = await item('Caderno técnico — Conectividade');
    escolherArquivo(caderno, new File(['x'], 'foto.png', { type: 'image/png' }));
    expect(await within(caderno).findByText('O arquivo deve ser um PDF.')).toBeTruthy();
    expect(chamadas.some((c) => c.metodo === 'PUT')).toBe(false);
  });

  it('envia o PDF em base64 e confirma', async () => {
    const { chamadas } = abrir();
    const caderno = await item('Caderno técnico — Conectividade');
    escolherArquivo(caderno, new File(['%PDF-1.4'], 'caderno.pdf', { type: 'application/pdf' }));
    expect(await within(caderno).findByText('Documento atualizado com sucesso!')).toBeTruthy();
    const envio = chamadas.find((c) => c.metodo === 'PUT');
    expect(envio).toEqual({
      metodo: 'PUT',
      caminho: '/api/documentos/caderno-tecnico-1',
      corpo: {
        nomeOriginal: 'caderno.pdf',
        conteudo: btoa('%PDF-1.4'),
        tipoDoArquivo: 4,
        tipo: 'application/pdf',
      },
    });
    // The list is read again so the page shows the new file.
    await waitFor(() =>
      expect(chamadas.filter((c) => c.caminho === '/api/documentos/admin')).toHaveLength(2),
    );
  });
});
