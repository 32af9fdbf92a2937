import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IdentidadeGovbr } from '@portal/domain';
import { renderComRotas, rota, servidorFalso } from '@/test/rotas';
import { CadastroForm } from './cadastro-form';

const GOVBR: IdentidadeGovbr = {
  nome: 'Ana Pereira Gomes',
  email: 'ana@empresa.com.br',
  cpf: '52998224725',
  confiabilidade: 'prata',
  area: 'empresa',
  contaExistente: false,
};

/** Opens the form past the CNPJ dialog, for a new company (the search answers 404). */
async function abrir(govbr: IdentidadeGovbr | null) {
  servidorFalso({});
  renderComRotas([rota('/', <CadastroForm emailInicial="" govbr={govbr} />)], '/');
  fireEvent.change(await screen.findByLabelText(/^CNPJ da empresa/), {
    target: { value: '11.222.333/0001-81' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
  await screen.findByRole('button', { name: 'Concluir cadastro' });
}

afterEach(() => vi.unstubAllGlobals());

describe('formulário de cadastro', () => {
  it('pelo e-mail pede a senha e a confirmação', async () => {
    await abrir(null);
    expect(screen.getByLabelText(/^Senha/)).toBeTruthy();
    expect(screen.getByLabelText(/^Confirmação da senha/)).toBeTruthy();
  });

  it('depois do gov.br não tem campo de senha e diz como criar uma', async () => {
    await abrir(GOVBR);
    expect(screen.queryByLabelText(/^Senha/)).toBeNull();
    expect(screen.queryByLabelText(/^Confirmação da senha/)).toBeNull();
    expect(document.querySelector('input[type="password"]')).toBeNull();
    expect(screen.getByText(/Você entrará com a sua conta gov\.br/).textContent).toContain(
      '“Esqueci minha senha”',
    );
  });
});
