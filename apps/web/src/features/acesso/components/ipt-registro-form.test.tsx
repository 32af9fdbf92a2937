import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { renderComProviders, respostaJson } from '@/test/render';
import { IptRegistroForm } from './ipt-registro-form';

type Respostas = Record<string, () => Response>;

function servidor(respostas: Respostas) {
  const chamadas: { chave: string; corpo: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (caminho: string, init?: RequestInit) => {
      const chave = `${init?.method ?? 'GET'} ${caminho}`;
      chamadas.push({ chave, corpo: init?.body ? JSON.parse(String(init.body)) : null });
      return respostas[chave]?.() ?? respostaJson({ message: 'Recurso não encontrado.' }, 404);
    }),
  );
  return chamadas;
}

const abrir = (email = '') => {
  const router = createMemoryRouter(
    [
      { path: '/ipt/registro', element: <IptRegistroForm emailInicial={email} /> },
      { path: '/ipt/home', element: <h1>Início da equipe</h1> },
    ],
    { initialEntries: ['/ipt/registro'] },
  );
  renderComProviders(<RouterProvider router={router} />);
  return router;
};

const preencher = async () => {
  fireEvent.change(screen.getByLabelText(/Nome completo/), {
    target: { value: 'Helena Prado Vieira' },
  });
  fireEvent.change(
    screen.getByLabelText('Senha', { exact: false, selector: '[name="senhaNova"]' }),
    {
      target: { value: 'Ipe@Amarelo_Serra42' },
    },
  );
  fireEvent.change(screen.getByLabelText(/Confirmação da senha/), {
    target: { value: 'Ipe@Amarelo_Serra42' },
  });
  fireEvent.click(screen.getByRole('checkbox'));
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cadastro da equipe do IPT', () => {
  it('avisa ao sair do campo que o e-mail já tem conta, mesmo de empresa', async () => {
    const chamadas = servidor({
      'POST /api/login/ipt/exists': () => respostaJson(0),
      'POST /api/login/exists': () => respostaJson(1),
    });
    abrir('ana@empresa.com.br');
    const email = screen.getByLabelText(/E-mail/);
    await act(async () => {
      fireEvent.focus(email);
      fireEvent.blur(email);
    });
    expect(await screen.findByText(MENSAGENS.emailJaCadastrado)).toBeTruthy();
    expect(chamadas.map((c) => c.chave).sort()).toEqual([
      'POST /api/login/exists',
      'POST /api/login/ipt/exists',
    ]);
  });

  it('cria a conta, entra pela entrada do IPT e abre /ipt/home', async () => {
    const chamadas = servidor({
      'POST /api/login/ipt/exists': () => respostaJson(0),
      'POST /api/login/exists': () => respostaJson(0),
      'PUT /api/cadastro/usuario/ipt': () =>
        respostaJson({ result: true, message: 'Cadastro realizado com sucesso!' }, 201),
      'POST /api/login/ipt': () =>
        respostaJson({ autenticado: true, id: 'u1', empresa: null, tipoUsuario: 3, mensagem: '' }),
      'GET /api/sessao': () => respostaJson({ autenticado: false }),
    });
    const router = abrir('helena@ipt.br');
    await preencher();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Concluir cadastro' })),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/ipt/home'));
    expect(chamadas.find((c) => c.chave === 'PUT /api/cadastro/usuario/ipt')?.corpo).toEqual({
      nome: 'Helena Prado Vieira',
      email: 'helena@ipt.br',
      login: 'helena@ipt.br',
      senhaNova: 'Ipe@Amarelo_Serra42',
      aceiteLGPD: true,
    });
    expect(chamadas.find((c) => c.chave === 'POST /api/login/ipt')?.corpo).toEqual({
      login: 'helena@ipt.br',
      SenhaAtual: 'Ipe@Amarelo_Serra42',
    });
  });

  it('marca o e-mail com a recusa 409 do servidor', async () => {
    servidor({
      'PUT /api/cadastro/usuario/ipt': () =>
        respostaJson({ message: MENSAGENS.emailJaCadastrado }, 409),
    });
    abrir('helena@ipt.br');
    await preencher();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Concluir cadastro' })),
    );
    expect((await screen.findAllByText(MENSAGENS.emailJaCadastrado)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/E-mail/).getAttribute('aria-invalid')).toBe('true');
  });
});
