import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComProviders } from '@/test/render';
import { servidorFalso } from '@/test/rotas';
import { ParecerTecnico } from './parecer-tecnico';

const ID = '33333333-3333-4333-8333-333333333333';
const URL = `/api/avaliacao/proposta/${ID}/parecer`;

afterEach(() => {
  vi.unstubAllGlobals();
});

const abrir = () => {
  const chamadas = servidorFalso({
    [`GET ${URL}`]: {
      corpo: { conclusao: 'Apta.', emitidoEm: null, liberadoEm: null, versao: 1 },
    },
    [`PUT ${URL}`]: { corpo: { result: true, message: 'Conclusão salva.', versao: 1 } },
    [`POST ${URL}/emissao`]: { corpo: { result: true, message: 'Parecer técnico emitido.' } },
  });
  renderComProviders(<ParecerTecnico propostaId={ID} administrador />);
  return chamadas;
};

/** Opens the confirmation and answers it: the dialog names the status the solution goes to. */
const confirmarEmissao = async (statusNomeado: string) => {
  await act(async () =>
    fireEvent.click(await screen.findByRole('button', { name: 'Emitir parecer' })),
  );
  const dialogo = await screen.findByRole('dialog', { name: 'Emitir o parecer técnico?' });
  expect(within(dialogo).getByText(new RegExp(`passa a “${statusNomeado}”`))).toBeTruthy();
  await act(async () =>
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Emitir parecer' })),
  );
};

const emitidos = (chamadas: ReturnType<typeof abrir>) =>
  chamadas.filter((c) => c.metodo === 'POST' && c.caminho.endsWith('/emissao'));

describe('emissão do parecer técnico', () => {
  it('emite sem DCT quando a escolha fica desmarcada (a solução vai a Parecer Técnico)', async () => {
    const chamadas = abrir();
    await confirmarEmissao('Parecer Técnico');
    await waitFor(() => expect(emitidos(chamadas)).toHaveLength(1));
    expect(emitidos(chamadas)[0]!.corpo).toEqual({ comDct: false });
  });

  it('com "Parecer com DCT" marcado, pede a emissão com DCT', async () => {
    const chamadas = abrir();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Parecer com DCT/ }));
    await confirmarEmissao('Parecer Técnico com DCT');
    await waitFor(() => expect(emitidos(chamadas)).toHaveLength(1));
    expect(emitidos(chamadas)[0]!.corpo).toEqual({ comDct: true });
    expect(await screen.findByText('Parecer técnico emitido.')).toBeTruthy();
  });

  it('cancelar a confirmação não emite', async () => {
    const chamadas = abrir();
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Emitir parecer' })),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Emitir o parecer técnico?' });
    await act(async () =>
      fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' })),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(emitidos(chamadas)).toHaveLength(0);
  });
});
