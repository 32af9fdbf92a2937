import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderComProviders } from '@/test/render';
import { servidorFalso, type RespostaFalsa } from '@/test/rotas';
import { ModalAlterarStatus } from './modal-alterar-status';

const ID = '22222222-2222-4222-8222-222222222222';

beforeAll(() => {
  // jsdom has no layout; Mantine's option list scrolls the chosen option into view.
  Element.prototype.scrollIntoView ??= () => undefined;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const abrir = (resposta: RespostaFalsa | (() => RespostaFalsa), statusAtual = 2) => {
  const chamadas = servidorFalso({ 'POST /api/proposta/status': resposta });
  const aoSalvar = vi.fn();
  const aoFechar = vi.fn();
  renderComProviders(
    <ModalAlterarStatus
      propostaId={ID}
      statusAtual={statusAtual}
      titulo="Semáforos que conversam"
      aberto
      onFechar={aoFechar}
      onSalvo={aoSalvar}
    />,
  );
  return { chamadas, aoSalvar, aoFechar };
};

const abrirStatus = () => fireEvent.click(screen.getByRole('combobox', { name: /Status/ }));

const escolherStatus = async (nome: string) => {
  abrirStatus();
  fireEvent.click(await screen.findByRole('option', { name: nome }));
};

describe('Alterar Status', () => {
  it('envia o novo status com a observação para a empresa', async () => {
    const { chamadas, aoSalvar, aoFechar } = abrir({
      corpo: { result: true, message: 'Status atualizado com sucesso!' },
    });
    expect((screen.getByRole('combobox', { name: /Status/ }) as HTMLInputElement).value).toBe(
      'Em Análise Prévia',
    );
    await escolherStatus('Solicitações Feitas');
    fireEvent.change(screen.getByLabelText('Observação para a empresa (opcional)'), {
      target: { value: 'Envie o relatório de desempenho.' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })));

    await waitFor(() => expect(aoSalvar).toHaveBeenCalledWith('Status atualizado com sucesso!'));
    expect(aoFechar).toHaveBeenCalled();
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({
      idProposta: ID,
      idStatusProposta: 6,
      observacao: 'Envie o relatório de desempenho.',
      statusVisto: 2,
    });
  });

  it('envia observação nula quando não há observação, e mostra a recusa do servidor', async () => {
    const { chamadas, aoSalvar } = abrir({
      status: 403,
      corpo: { message: 'Acesso não permitido.' },
    });
    await escolherStatus('Em Avaliação');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })));
    expect(await screen.findByText('Acesso não permitido.')).toBeTruthy();
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({
      idProposta: ID,
      idStatusProposta: 5,
      observacao: null,
      statusVisto: 2,
    });
    expect(aoSalvar).not.toHaveBeenCalled();
  });

  it('mostra o status atual e, se outra pessoa o mudou, a recusa com quem e quando', async () => {
    const recusa =
      'Ana Lima mudou o status desta solução para “Em Avaliação” às 14:32. Confira antes de mudar de novo.';
    const { aoSalvar } = abrir({ status: 409, corpo: { message: recusa } });
    expect(screen.getByText('Status atual:').textContent).toContain('Em Análise Prévia');
    await escolherStatus('Reprovada');
    fireEvent.change(screen.getByLabelText('Observação para a empresa (opcional)'), {
      target: { value: 'Texto que não se perde.' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })));
    expect(await screen.findByText(recusa)).toBeTruthy();
    expect(
      (screen.getByLabelText('Observação para a empresa (opcional)') as HTMLTextAreaElement).value,
    ).toBe('Texto que não se perde.');
    expect(aoSalvar).not.toHaveBeenCalled();
  });

  it('só deixa salvar um status diferente do atual', async () => {
    abrir({ corpo: { result: true, message: 'Status atualizado com sucesso!' } });
    const salvar = screen.getByRole('button', { name: 'Salvar' });
    expect((salvar as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Escolha um status diferente do atual para salvar.')).toBeTruthy();
    await escolherStatus('Em Avaliação');
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('oferece só os status que a tabela permite à equipe a partir do atual', async () => {
    abrir({ corpo: { result: true, message: 'Status atualizado com sucesso!' } });
    abrirStatus();
    await screen.findByRole('option', { name: 'Em Avaliação' });
    expect(screen.queryByRole('option', { name: 'Parecer Técnico' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Parecer Técnico com DCT' })).toBeNull();
  });

  it('um status que contraria o parecer emitido só é salvo depois da confirmação que o nomeia', async () => {
    const aviso =
      'O parecer técnico foi emitido como “Parecer Técnico”. Confirme que o novo status deve contrariá-lo.';
    let pedidos = 0;
    const { chamadas, aoSalvar } = abrir(() => {
      pedidos += 1;
      return pedidos === 1
        ? {
            status: 409,
            corpo: { message: aviso, issues: [{ path: 'contrariarParecer', message: aviso }] },
          }
        : { corpo: { result: true, message: 'Status atualizado com sucesso!' } };
    }, 9);
    await escolherStatus('Em Avaliação');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })));
    expect(await screen.findByText(aviso)).toBeTruthy();
    expect(aoSalvar).not.toHaveBeenCalled();

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar mesmo assim' })),
    );
    await waitFor(() => expect(aoSalvar).toHaveBeenCalled());
    expect(chamadas.filter((c) => c.metodo === 'POST').map((c) => c.corpo)).toEqual([
      { idProposta: ID, idStatusProposta: 5, observacao: null, statusVisto: 9 },
      {
        idProposta: ID,
        idStatusProposta: 5,
        observacao: null,
        statusVisto: 9,
        contrariarParecer: true,
      },
    ]);
  });

  it('antes de publicar mostra o que fica público e pede confirmação', async () => {
    const { chamadas } = abrir({
      corpo: { result: true, message: 'Status atualizado com sucesso!' },
    });
    await escolherStatus('Disponibilizada no Portal');
    fireEvent.click(screen.getByRole('button', { name: 'Revisar publicação' }));
    expect(await screen.findByText('Confirme a publicação no portal')).toBeTruthy();
    expect(screen.getByText('Semáforos que conversam')).toBeTruthy();
    expect(chamadas.filter((c) => c.metodo === 'POST')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar publicação' }));
    await waitFor(() => expect(chamadas.filter((c) => c.metodo === 'POST')).toHaveLength(1));
  });

  it('cancelar na confirmação da publicação não publica', async () => {
    const { chamadas, aoFechar } = abrir({
      corpo: { result: true, message: 'Status atualizado com sucesso!' },
    });
    await escolherStatus('Disponibilizada no Portal');
    fireEvent.click(screen.getByRole('button', { name: 'Revisar publicação' }));
    expect(await screen.findByText('Confirme a publicação no portal')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(aoFechar).toHaveBeenCalledTimes(1);
    expect(chamadas.filter((c) => c.metodo === 'POST')).toEqual([]);
  });
});
