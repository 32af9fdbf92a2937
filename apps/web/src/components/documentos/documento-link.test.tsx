import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComProviders, respostaJson } from '@/test/render';
import { DocumentoLink } from './documento-link';

const stubFetch = (resposta: () => Promise<Response>) => {
  const fetch = vi.fn(resposta);
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DocumentoLink', () => {
  it('abre o PDF em nova aba quando o documento tem url', async () => {
    const fetch = stubFetch(async () =>
      respostaJson([{ id: 'edital', titulo: 'Edital do programa', url: '/conteudo/edital.pdf' }]),
    );
    renderComProviders(<DocumentoLink id="edital" />);

    const link = await screen.findByRole('link', { name: /Edital do programa/ });
    expect(link).toHaveProperty('href', `${window.location.origin}/conteudo/edital.pdf`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(fetch).toHaveBeenCalledWith(
      '/api/documentos',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('mostra "Documento em breve", sem link, quando a url é nula', async () => {
    stubFetch(async () =>
      respostaJson([{ id: 'modelos-contratacao', titulo: 'Modelos de contratação', url: null }]),
    );
    renderComProviders(<DocumentoLink id="modelos-contratacao" />);

    const item = await screen.findByRole('button', { name: /Modelos de contratação/ });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(item.textContent).toContain('Documento em breve');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('no destaque, sem versão, diz o que se espera e não é um controle', async () => {
    stubFetch(async () => respostaJson([{ id: 'edital', titulo: 'Edital', url: null }]));
    const { container } = renderComProviders(
      <DocumentoLink
        id="edital"
        aparencia="destaque"
        ausente="O edital será publicado em breve."
      />,
    );
    await screen.findByText('O edital será publicado em breve.');
    expect(container.querySelector('[data-ausente]')?.textContent).toContain('Edital');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('trata a lista indisponível como documentos em breve, com o título do manifesto', async () => {
    stubFetch(async () => new Response('<!doctype html>', { status: 200 }));
    renderComProviders(<DocumentoLink id="fontes-financiamento" />);

    const item = await screen.findByRole('button', { name: /Fontes de financiamento/ });
    expect(item.textContent).toContain('Documento em breve');
  });

  it('mostra um esqueleto enquanto carrega', () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    const { container } = renderComProviders(<DocumentoLink id="edital" />);

    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
