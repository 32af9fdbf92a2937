import { describe, expect, it, vi } from 'vitest';
import { aguardarPdf } from './aguardar-pdf';

/** A clock that only moves when the poller waits. */
const relogio = () => {
  let agora = 0;
  return {
    agora: () => agora,
    esperar: vi.fn(async (ms: number) => {
      agora += ms;
    }),
  };
};

describe('aguardarPdf', () => {
  it('consulta a cada segundo até o status 7 e devolve o arquivo', async () => {
    const { agora, esperar } = relogio();
    const consultar = vi
      .fn()
      .mockResolvedValueOnce({ status: 1 })
      .mockRejectedValueOnce(new Error('rede'))
      .mockResolvedValueOnce({ status: 7, arquivoID: 'arq-1' });
    expect(await aguardarPdf(consultar, { agora, esperar })).toEqual({
      tipo: 'pronto',
      arquivoId: 'arq-1',
    });
    expect(consultar).toHaveBeenCalledTimes(3);
    expect(esperar).toHaveBeenCalledWith(1000);
  });

  it('desiste depois de 15 segundos', async () => {
    const { agora, esperar } = relogio();
    const consultar = vi.fn().mockResolvedValue({ status: 1 });
    expect(await aguardarPdf(consultar, { agora, esperar })).toEqual({ tipo: 'tempo-esgotado' });
    expect(consultar).toHaveBeenCalledTimes(15);
  });

  it('para assim que o servidor diz que a geração falhou', async () => {
    const { agora, esperar } = relogio();
    const consultar = vi.fn().mockResolvedValue({ status: 9 });
    expect(await aguardarPdf(consultar, { agora, esperar })).toEqual({ tipo: 'falhou' });
    expect(consultar).toHaveBeenCalledOnce();
  });
});
