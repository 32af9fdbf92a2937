import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENSAGENS, type PedidoTitular } from '@portal/domain';
import { renderComProviders } from '@/test/render';
import { servidorFalso } from '@/test/rotas';
import { PedidosTitular } from './pedidos-titular';

const pedido = (dados: Partial<PedidoTitular>): PedidoTitular => ({
  id: 'p1',
  protocolo: 7,
  tipo: 'correcao',
  descricao: 'Meu cargo mudou.',
  criadoEm: '2026-03-01T12:00:00.000Z',
  prazoEm: '2026-03-16T12:00:00.000Z',
  resposta: null,
  respondidoEm: null,
  pessoa: { nome: 'Renata Paiva', email: 'renata@cidadeviva.example' },
  respondidoPor: null,
  ...dados,
});

beforeEach(() => {
  // 13/03/2026, in São Paulo: three days before the first deadline.
  vi.useFakeTimers({ now: new Date('2026-03-13T15:00:00Z'), toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('pedidos sobre dados pessoais (administradores)', () => {
  it('mostra quem pediu, o tipo e o prazo, e envia a resposta', async () => {
    const chamadas = servidorFalso({
      'GET /api/pedidos-titular': {
        corpo: [
          pedido({}),
          pedido({ id: 'p2', protocolo: 8, prazoEm: '2026-03-12T12:00:00.000Z' }),
        ],
      },
      'POST /api/pedidos-titular/p1/resposta': {
        corpo: { mensagem: MENSAGENS.pedidoTitularRespondido },
      },
    });
    renderComProviders(<PedidosTitular />);

    const lista = await screen.findByRole('list', { name: 'Pedidos sobre dados pessoais' });
    const [primeiro, segundo] = within(lista).getAllByRole('listitem');
    expect(within(primeiro!).getByText('vence em 3 dias')).toBeTruthy();
    expect(within(primeiro!).getByText(/Renata Paiva · renata@cidadeviva\.example/)).toBeTruthy();
    expect(
      within(primeiro!).getByText(/Correção de dados incompletos, inexatos ou desatualizados/),
    ).toBeTruthy();
    expect(within(segundo!).getByText('atrasado há 1 dia')).toBeTruthy();
    expect(chamadas[0]?.caminho).toBe('/api/pedidos-titular?situacao=abertos');

    fireEvent.click(within(primeiro!).getByRole('button', { name: 'Responder o pedido n.º 7' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Responder o pedido n.º 7' });
    fireEvent.change(within(dialogo).getByLabelText(/Resposta/), {
      target: { value: 'Cargo corrigido.' },
    });
    await act(async () =>
      fireEvent.click(within(dialogo).getByRole('button', { name: 'Enviar resposta' })),
    );

    expect(await screen.findByText(MENSAGENS.pedidoTitularRespondido)).toBeTruthy();
    expect(chamadas.find((c) => c.metodo === 'POST')).toEqual({
      metodo: 'POST',
      caminho: '/api/pedidos-titular/p1/resposta',
      corpo: { resposta: 'Cargo corrigido.' },
    });
  });

  it('mostra a resposta, quem respondeu e quando, sem o botão de responder', async () => {
    servidorFalso({
      'GET /api/pedidos-titular': {
        corpo: [
          pedido({
            resposta: 'Cargo corrigido.',
            respondidoEm: '2026-03-05T13:30:00.000Z',
            respondidoPor: 'Beatriz Nogueira',
          }),
        ],
      },
    });
    renderComProviders(<PedidosTitular />);
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Respondido')).toBeTruthy();
    expect(
      within(item).getByText('Resposta de 05/03/2026 10:30, por Beatriz Nogueira'),
    ).toBeTruthy();
    expect(within(item).getByText('Cargo corrigido.')).toBeTruthy();
    expect(within(item).queryByRole('button')).toBeNull();
  });
});
