import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAGENS, type Privacidade } from '@portal/domain';
import { renderComRotas, rota, servidorFalso, sessaoDoTipo } from '@/test/rotas';
import { AceiteTermosPage } from './aceite-termos-page';

const privacidade = (versao: number, resumo: string): Privacidade => ({
  controlador: { nome: 'Secretaria', contato: 'Av. Paulista' },
  encarregado: { nome: 'Joana Prates', email: 'dpo@exemplo.sp.gov.br', telefone: null },
  atualizadoEm: '2026-03-01T12:00:00.000Z',
  termos: { versao, publicadaEm: '2026-03-01T12:00:00.000Z', resumo },
  retencao: { acessosMeses: 6, prazoPedidoDias: 15 },
});

/** A fake server whose answers change as the test goes: who is pending, which version is out. */
function servidor() {
  const estado = {
    pendente: 2 as number | null,
    versao: 2,
    resumo: 'Prazo de resposta de 15 dias.',
  };
  const respostas = {
    aceite: { status: 200, corpo: { mensagem: MENSAGENS.termosAceitos } as unknown },
  };
  const chamadas = servidorFalso({
    'GET /api/sessao': () => ({
      corpo: { ...sessaoDoTipo(1), termosPendentes: estado.pendente },
    }),
    'GET /api/privacidade': () => ({ corpo: privacidade(estado.versao, estado.resumo) }),
    'POST /api/termos/aceite': () => {
      if (respostas.aceite.status === 200) estado.pendente = null;
      return respostas.aceite;
    },
  });
  return { estado, respostas, chamadas };
}

const abrir = () =>
  renderComRotas(
    [
      rota('/termos/aceite', <AceiteTermosPage />),
      rota('/painel/equipe', <h1>Equipe da empresa</h1>),
      rota('/painel', <h1>Painel</h1>),
    ],
    '/termos/aceite?voltar=%2Fpainel%2Fequipe',
  );

const aceitar = async () => {
  await act(async () =>
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar e continuar' })),
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('aceite dos novos termos', () => {
  it('mostra o que mudou e só segue depois de marcado o aceite, para o endereço pedido', async () => {
    const { chamadas } = servidor();
    const { router } = abrir();
    expect(await screen.findByText('Prazo de resposta de 15 dias.')).toBeTruthy();
    expect(screen.getByText(/Os termos de uso e o aviso de privacidade mudaram/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'aviso de privacidade completo' }).getAttribute('href'),
    ).toBe('/privacidade');

    await aceitar();
    expect(await screen.findByText(MENSAGENS.termosNaoAceitos)).toBeTruthy();
    expect(chamadas.some((c) => c.metodo === 'POST')).toBe(false);

    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'Li e aceito os novos termos de uso e o aviso de privacidade.',
      }),
    );
    await aceitar();
    expect(await screen.findByRole('heading', { name: 'Equipe da empresa' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/painel/equipe');
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({ versao: 2 });
  });

  it('quando sai outra versão durante a leitura, mostra a nova e pede o aceite de novo', async () => {
    const { estado, respostas, chamadas } = servidor();
    abrir();
    await screen.findByText('Prazo de resposta de 15 dias.');
    estado.versao = 3;
    estado.pendente = 3;
    estado.resumo = 'Novo operador de e-mail.';
    respostas.aceite = { status: 409, corpo: { message: MENSAGENS.termosVersaoSuperada } };

    const caixa = screen.getByRole('checkbox') as HTMLInputElement;
    fireEvent.click(caixa);
    await aceitar();
    expect(await screen.findByText(MENSAGENS.termosVersaoSuperada)).toBeTruthy();
    expect(await screen.findByText('Novo operador de e-mail.')).toBeTruthy();
    expect(caixa.checked).toBe(false);

    respostas.aceite = { status: 200, corpo: { mensagem: MENSAGENS.termosAceitos } };
    fireEvent.click(caixa);
    await aceitar();
    await screen.findByRole('heading', { name: 'Equipe da empresa' });
    expect(chamadas.filter((c) => c.metodo === 'POST').map((c) => c.corpo)).toEqual([
      { versao: 2 },
      { versao: 3 },
    ]);
  });
});
