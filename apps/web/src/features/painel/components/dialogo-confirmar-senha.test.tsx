import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComRotas, rota, servidorFalso } from '@/test/rotas';
import { DialogoConfirmarSenha } from './dialogo-confirmar-senha';

const abrir = (confirmacao: { govbr: boolean; confirmadaAte: string | null }) => {
  servidorFalso({ 'GET /api/govbr/confirmacao': { corpo: confirmacao } });
  const onConfirmar = vi.fn(async () => null);
  renderComRotas(
    [
      rota(
        '/painel/dados',
        <DialogoConfirmarSenha aberto onCancelar={vi.fn()} onConfirmar={onConfirmar} />,
      ),
    ],
    '/painel/dados',
  );
  return onConfirmar;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Confirme sua senha', () => {
  it('mostra a quem entra só com o gov.br como criar uma senha', async () => {
    abrir({ govbr: false, confirmadaAte: null });
    const dialogo = await screen.findByRole('dialog', { name: 'Confirme sua senha' });
    const link = await within(dialogo).findByRole('link', { name: /Esqueci minha senha/ });
    expect(link.getAttribute('href')).toBe('/senha/esqueci');
  });

  it('numa sessão do gov.br, oferece “Confirmar com gov.br”, que volta a esta página', async () => {
    abrir({ govbr: true, confirmadaAte: null });
    const dialogo = await screen.findByRole('dialog', { name: 'Confirme sua senha' });
    const link = await within(dialogo).findByRole('link', { name: 'Confirmar com gov.br' });
    expect(link.getAttribute('href')).toBe(
      `/api/govbr/confirmar?destino=${encodeURIComponent(window.location.pathname)}`,
    );
    expect(within(dialogo).getByLabelText('Senha atual')).toBeTruthy();
  });

  it('confirmada com gov.br, salva sem a senha atual', async () => {
    const onConfirmar = abrir({
      govbr: true,
      confirmadaAte: new Date(Date.now() + 4 * 60 * 1000).toISOString(),
    });
    const dialogo = await screen.findByRole('dialog', { name: 'Confirme sua senha' });
    await within(dialogo).findByText(/Identidade confirmada com gov\.br até/);
    expect(within(dialogo).queryByLabelText('Senha atual')).toBeNull();
    await act(async () =>
      fireEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar' })),
    );
    expect(onConfirmar).toHaveBeenCalledWith(undefined);
  });
});
