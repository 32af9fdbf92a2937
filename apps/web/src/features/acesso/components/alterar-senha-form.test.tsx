import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { renderComProviders } from '@/test/render';
import { servidorFalso, type RespostaFalsa } from '@/test/rotas';
import { AlterarSenhaForm } from './alterar-senha-form';

const ROTA = 'POST /api/cadastro/usuario/senha';

const campo = (nome: string) => document.querySelector<HTMLInputElement>(`[name="${nome}"]`)!;

async function preencherEEnviar(atual: string, nova: string, confirmacao = nova) {
  fireEvent.change(campo('senhaAtual'), { target: { value: atual } });
  fireEvent.change(campo('senhaNova'), { target: { value: nova } });
  fireEvent.change(campo('confirmacaoSenha'), { target: { value: confirmacao } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' })));
}

const SEM_GOVBR = { corpo: { govbr: false, confirmadaAte: null } };

/** The form, and the password changes it sent (the gov.br status it reads is left out). */
const abrir = (resposta?: RespostaFalsa, confirmacao: RespostaFalsa = SEM_GOVBR) => {
  const chamadas = servidorFalso({
    'GET /api/govbr/confirmacao': confirmacao,
    ...(resposta ? { [ROTA]: resposta } : {}),
  });
  renderComProviders(<AlterarSenhaForm email="beatriz@ipt.br" />);
  return {
    get enviadas() {
      return chamadas.filter((c) => c.metodo === 'POST');
    },
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('alteração de senha da equipe', () => {
  it('envia a senha atual e a nova, sem a confirmação, avisa o sucesso e limpa os campos', async () => {
    const chamadas = abrir({ corpo: { result: true, message: MENSAGENS.senhaAlterada } });
    await preencherEEnviar('Ipe@Amarelo_Serra42', 'Jacaranda_Flor@2031');

    expect(await screen.findByText(MENSAGENS.senhaAlterada)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Confirmar com gov.br' })).toBeNull();
    expect(chamadas.enviadas).toEqual([
      {
        metodo: 'POST',
        caminho: '/api/cadastro/usuario/senha',
        corpo: { senhaAtual: 'Ipe@Amarelo_Serra42', senhaNova: 'Jacaranda_Flor@2031' },
      },
    ]);
    for (const nome of ['senhaAtual', 'senhaNova', 'confirmacaoSenha'])
      expect(campo(nome).value).toBe('');
  });

  it('põe a recusa da senha atual no campo, sem aviso geral', async () => {
    abrir({
      status: 400,
      corpo: {
        message: MENSAGENS.senhaIncorreta,
        issues: [{ path: 'senhaAtual', message: MENSAGENS.senhaIncorreta }],
      },
    });
    await preencherEEnviar('Errada@Senha99', 'Jacaranda_Flor@2031');

    expect(await screen.findByText(MENSAGENS.senhaIncorreta)).toBeTruthy();
    // Mantine's PasswordInput marks the error with data-invalid, not aria-invalid.
    expect(campo('senhaAtual').getAttribute('data-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(campo('senhaNova').value).toBe('Jacaranda_Flor@2031');
  });

  it('não chama o servidor com campos inválidos e diz quais são', async () => {
    const chamadas = abrir();
    await preencherEEnviar('', 'fraca', 'outra');

    expect(await screen.findByText(MENSAGENS.camposInvalidos)).toBeTruthy();
    expect(screen.getByText(MENSAGENS.digiteSenha)).toBeTruthy();
    expect(screen.getByText(MENSAGENS.senhaRegra)).toBeTruthy();
    expect(screen.getByText(MENSAGENS.senhasNaoCoincidem)).toBeTruthy();
    expect(chamadas.enviadas).toEqual([]);
  });

  it('confirmada com gov.br, some a senha atual e a troca vai sem ela', async () => {
    const confirmadaAte = new Date(Date.now() + 4 * 60 * 1000).toISOString();
    const chamadas = abrir(
      { corpo: { result: true, message: MENSAGENS.senhaAlterada } },
      { corpo: { govbr: true, confirmadaAte } },
    );
    expect(await screen.findByText(/Identidade confirmada com gov\.br até/)).toBeTruthy();
    expect(campo('senhaAtual')).toBeNull();
    fireEvent.change(campo('senhaNova'), { target: { value: 'Jacaranda_Flor@2031' } });
    fireEvent.change(campo('confirmacaoSenha'), { target: { value: 'Jacaranda_Flor@2031' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' })));

    expect(await screen.findByText(MENSAGENS.senhaAlterada)).toBeTruthy();
    expect(chamadas.enviadas).toEqual([
      { metodo: 'POST', caminho: ROTA.slice(5), corpo: { senhaNova: 'Jacaranda_Flor@2031' } },
    ]);
  });

  it('numa sessão do gov.br ainda não confirmada, oferece “Confirmar com gov.br” ao lado da senha', async () => {
    abrir(undefined, { corpo: { govbr: true, confirmadaAte: null } });
    const link = await screen.findByRole('link', { name: 'Confirmar com gov.br' });
    expect(link.getAttribute('href')).toBe('/api/govbr/confirmar?destino=%2F');
    expect(campo('senhaAtual')).not.toBeNull();
  });
});
