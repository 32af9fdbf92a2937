import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderComRotas, rota } from '@/test/rotas';
import { DialogoConfirmarSenha } from './dialogo-confirmar-senha';

describe('Confirme sua senha', () => {
  it('mostra a quem entra só com o gov.br como criar uma senha', async () => {
    renderComRotas(
      [
        rota(
          '/painel/dados',
          <DialogoConfirmarSenha aberto onCancelar={vi.fn()} onConfirmar={vi.fn()} />,
        ),
      ],
      '/painel/dados',
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Confirme sua senha' });
    const link = within(dialogo).getByRole('link', { name: /Esqueci minha senha/ });
    expect(link.getAttribute('href')).toBe('/senha/esqueci');
  });
});
