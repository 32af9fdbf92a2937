import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { renderComProviders, respostaJson } from '@/test/render';
import { textosValidos } from '../lib/exemplo-proposta.test-helpers';
import { chaveRascunho, rascunhos } from '../lib/rascunho';
import { PropostaForm } from './proposta-form';

const USUARIO = { id: 'u-1', email: 'renata@cidadeviva.example' };
const ID = '6f1c2a4e-0000-4000-8000-000000000001';

type Rota = (init: RequestInit | undefined) => Response;

/** The API as a table of "METHOD path" → answer; every call is recorded. */
function stubApi(rotas: Record<string, Rota | Rota[]>) {
  const chamadas: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const chave = `${init?.method ?? 'GET'} ${url}`;
      chamadas.push(chave);
      const rota = rotas[chave];
      const resposta = Array.isArray(rota) ? rota.shift() : rota;
      return resposta ? resposta(init) : respostaJson({ message: 'não previsto' }, 404);
    }),
  );
  return chamadas;
}

function renderForm() {
  const router = createMemoryRouter(
    [
      {
        path: '/painel/propostas',
        element: <PropostaForm proposta={null} usuario={USUARIO} aoCriar={() => {}} />,
      },
      { path: '/painel/cadastro-sucesso', element: <h1>Sucesso</h1> },
    ],
    { initialEntries: ['/painel/propostas'] },
  );
  renderComProviders(<RouterProvider router={router} />);
  return router;
}

const foto = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'praca.png', { type: 'image/png' });
const campo = (nome: string) => document.querySelector<HTMLInputElement>(`[name="${nome}"]`)!;

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PropostaForm', () => {
  it('usa os nomes da especificação, com limites e contador de caracteres', async () => {
    stubApi({});
    renderForm();
    // The field's input, not the options list Mantine labels with the same text.
    const capacidade = await waitFor(() => {
      const entrada = screen
        .getAllByLabelText(/Capacidade do eixo/)
        .find((elemento) => elemento instanceof HTMLInputElement);
      if (!entrada) throw new Error('o campo "Capacidade do eixo" ainda não está na tela');
      return entrada;
    });
    expect(campo('titulo').maxLength).toBe(80);
    expect(campo('descricao').maxLength).toBe(300);
    expect(campo('keyWords').maxLength).toBe(255);
    expect(campo('conceito').maxLength).toBe(777);
    expect(campo('modalidadeContratacao').maxLength).toBe(2000);
    expect(screen.getAllByText('0 de 777 caracteres')).toHaveLength(11);
    for (const nome of ['fotos', 'portfolios', 'certificacoes', 'premiosrecebidos'])
      expect(campo(nome).type).toBe('file');
    expect(capacidade).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Arquivos enviados' })).toBeNull();
  });

  it('avisa "Por favor, verifique os campos destacados." e foca o primeiro campo', async () => {
    stubApi({});
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar cadastro' }));
    await screen.findByText('Por favor, verifique os campos destacados.');
    expect(document.activeElement).toBe(campo('titulo'));
    expect(campo('titulo').getAttribute('aria-invalid')).toBe('true');
  });

  it('oferece o rascunho guardado e o restaura', async () => {
    stubApi({});
    rascunhos.salvar(chaveRascunho(USUARIO.id, null), {
      ...textosValidos(),
      titulo: 'Semáforo do rascunho',
    });
    renderForm();
    const aviso = await screen.findByRole('region', { name: /rascunho não salvo/i });
    expect(campo('titulo').value).toBe('');
    fireEvent.click(within(aviso).getByRole('button', { name: 'Restaurar rascunho' }));
    expect(campo('titulo').value).toBe('Semáforo do rascunho');
    expect(campo('keyWords').value).toBe('mobilidade, semáforo , IoT');
    expect(screen.queryByRole('region', { name: /rascunho não salvo/i })).toBeNull();
  });

  it('com a sessão expirada pede a senha, entra e salva de novo, com a foto', async () => {
    const corpos: unknown[] = [];
    const chamadas = stubApi({
      'PUT /api/proposta': [
        () => respostaJson({ message: 'Sessão expirada ou inexistente. Entre novamente.' }, 401),
        (init) => {
          corpos.push(JSON.parse(String(init?.body)));
          return respostaJson(
            { result: true, message: MENSAGENS.solucaoCadastrada, idCriadoGuid: ID },
            201,
          );
        },
      ],
      'POST /api/login': () =>
        respostaJson({
          autenticado: true,
          id: USUARIO.id,
          empresa: { id: 'e-1' },
          tipoUsuario: 1,
          mensagem: '',
        }),
      'GET /api/sessao': () =>
        respostaJson({
          autenticado: true,
          id: USUARIO.id,
          nome: 'Renata',
          email: USUARIO.email,
          tipoUsuario: 1,
          empresa: null,
        }),
      [`POST /api/fileindexer/proposta/${ID}/fotos/file`]: () =>
        respostaJson({ status: 0, result: true, message: MENSAGENS.arquivoEnviado }),
    });
    rascunhos.salvar(chaveRascunho(USUARIO.id, null), textosValidos());
    const router = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Restaurar rascunho' }));
    fireEvent.change(campo('fotos'), { target: { files: [foto()] } });
    await screen.findByText('praca.png');

    fireEvent.click(screen.getByRole('button', { name: 'Confirmar cadastro' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Sua sessão expirou' });
    expect(within(dialogo).getByLabelText('E-mail')).toHaveProperty('value', USUARIO.email);
    fireEvent.change(within(dialogo).getByLabelText('Senha'), {
      target: { value: 'Ipe@Amarelo_Serra42' },
    });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Entrar e salvar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/painel/cadastro-sucesso'));
    expect(chamadas.filter((c) => c === 'PUT /api/proposta')).toHaveLength(2);
    expect(chamadas).toContain(`POST /api/fileindexer/proposta/${ID}/fotos/file`);
    expect(corpos[0]).toMatchObject({
      titulo: 'Semáforo adaptativo',
      keyWords: ['mobilidade', 'semáforo', 'IoT'],
    });
    // Saved: the draft is gone.
    expect(rascunhos.ler(chaveRascunho(USUARIO.id, null))).toBeNull();
  });

  it('com o servidor fora do ar diz que não foi possível cadastrar, e guarda o rascunho', async () => {
    stubApi({ 'PUT /api/proposta': () => respostaJson({ message: 'Erro interno.' }, 500) });
    rascunhos.salvar(chaveRascunho(USUARIO.id, null), textosValidos());
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Restaurar rascunho' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar cadastro' }));
    await screen.findByText('Ocorreu um erro inesperado. Não foi possível cadastrar a solução!');
    expect(rascunhos.ler(chaveRascunho(USUARIO.id, null))).not.toBeNull();
  });

  it('salva e, com o servidor fora do ar na atualização, diz "Erro ao atualizar a solução."', async () => {
    stubApi({
      'PUT /api/proposta': () =>
        respostaJson({ result: true, message: MENSAGENS.solucaoCadastrada, idCriadoGuid: ID }, 201),
      'POST /api/proposta': () => respostaJson({ message: 'Erro interno.' }, 500),
    });
    renderForm();
    fireEvent.change(campo('titulo'), { target: { value: 'Semáforo adaptativo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar cadastro' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Atualizar cadastro' }));
    await screen.findByText('Erro ao atualizar a solução.');
  });

  it('recusa a 11ª foto e o PNG numa categoria só de PDF', async () => {
    stubApi({});
    renderForm();
    await screen.findByRole('button', { name: 'Confirmar cadastro' });
    const onze = Array.from(
      { length: 11 },
      (_, i) => new File(['%PDF'], `f${i}.pdf`, { type: 'application/pdf' }),
    );
    fireEvent.change(campo('fotos'), { target: { files: onze } });
    await screen.findByText(MENSAGENS.limiteArquivosPorCategoria);
    fireEvent.change(campo('portfolios'), { target: { files: [foto()] } });
    await screen.findByText(MENSAGENS.arquivoTipoNaoPermitido('praca.png'));
  });
});
