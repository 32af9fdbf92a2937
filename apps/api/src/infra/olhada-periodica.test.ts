import { describe, expect, it } from 'vitest';
import { FakeClock } from './clock.ts';
import { olhadaPeriodica } from './olhada-periodica.ts';

describe('olhada periódica', () => {
  it('olha no máximo uma vez por intervalo, divide a olhada em curso e só responde sem esperar o que é recente', async () => {
    const clock = new FakeClock();
    let olhadas = 0;
    let liberar: (valor: number) => void = () => undefined;
    const olhada = olhadaPeriodica(clock, 2_000, () => {
      olhadas += 1;
      return new Promise<number>((resolve) => (liberar = resolve));
    });
    expect(olhada.agora()).toBeUndefined();
    const primeira = olhada.olhar();
    const junto = olhada.olhar();
    expect(olhadas).toBe(1);
    // Under way: nothing to answer without waiting yet.
    expect(olhada.agora()).toBeUndefined();
    liberar(7);
    expect([await primeira, await junto]).toEqual([7, 7]);
    expect(olhada.agora()).toEqual({ valor: 7 });

    clock.advance(1_999);
    expect(await olhada.olhar()).toBe(7);
    expect(olhadas).toBe(1);
    clock.advance(1);
    // Due: not answered from memory until the next look comes.
    expect(olhada.agora()).toBeUndefined();
    const segunda = olhada.olhar();
    expect(olhadas).toBe(2);
    liberar(8);
    expect(await segunda).toBe(8);
    expect(olhada.agora()).toEqual({ valor: 8 });
  });

  it('uma olhada que falha chega a quem a pediu e não vira resposta sem espera', async () => {
    const clock = new FakeClock();
    const olhada = olhadaPeriodica(clock, 2_000, () => Promise.reject(new Error('sumiu')));
    await expect(olhada.olhar()).rejects.toThrow('sumiu');
    expect(olhada.agora()).toBeUndefined();
  });
});
