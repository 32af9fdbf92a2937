import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOTIVOS_FALHA_GOVBR } from '@portal/domain';
import { renderComProviders, respostaJson } from '@/test/render';
import { EntrarComGovbr } from './entrar-com-govbr';

const abrir = (
  disponivel: boolean,
  endereco = '/login',
  botao = <EntrarComGovbr area="empresa" />,
) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => respostaJson({ disponivel })),
  );
  const router = createMemoryRouter([{ path: '*', element: botao }], {
    initialEntries: [endereco],
  });
  renderComProviders(<RouterProvider router={router} />);
};

afterEach(() => vi.unstubAllGlobals());

describe('Entrar com gov.br', () => {
  it('com o gov.br configurado, é um link para a entrada da área', async () => {
    abrir(true);
    const link = await screen.findByRole('link', { name: 'Entrar com gov.br' });
    expect(link.getAttribute('href')).toBe('/api/govbr/entrar?area=empresa');
  });

  it('no cadastro de gestor, “Cadastrar com gov.br” vem antes do “ou” e começa pela área do gestor', async () => {
    abrir(true, '/gestor/cadastro', <EntrarComGovbr area="gestor" cadastro />);
    const link = await screen.findByRole('link', { name: 'Cadastrar com gov.br' });
    expect(link.getAttribute('href')).toBe('/api/govbr/entrar?area=gestor');
    const ou = screen.getByText('ou');
    expect(link.compareDocumentPosition(ou) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sem o gov.br, o botão não aparece', async () => {
    abrir(false);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: 'Entrar com gov.br' })).toBeNull();
  });

  it('a volta de um gov.br cancelado diz por quê', async () => {
    abrir(true, '/login?govbr=cancelado');
    expect((await screen.findByRole('alert')).textContent).toContain(MOTIVOS_FALHA_GOVBR.cancelado);
  });

  it('um motivo desconhecido na URL não vira texto na tela', async () => {
    abrir(true, '/login?govbr=%3Cscript%3E');
    await screen.findByRole('link', { name: 'Entrar com gov.br' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
