import { describe, expect, it } from 'vitest';
import { filaUmaPorVez } from './fila-uma-por-vez.ts';

describe('fila uma por vez', () => {
  it('faz uma tarefa de cada vez, recusa além do máximo à espera e volta a aceitar ao esvaziar', async () => {
    const fila = filaUmaPorVez(2);
    const feitas: number[] = [];
    let liberar = () => {};
    const presa = new Promise<void>((resolve) => (liberar = resolve));
    // Counted, not asserted inside: the queue absorbs what a task throws.
    let emCurso = 0;
    let maisAoMesmoTempo = 0;
    const tarefa = (n: number) => async () => {
      maisAoMesmoTempo = Math.max(maisAoMesmoTempo, ++emCurso);
      await presa;
      feitas.push(n);
      emCurso--;
    };
    expect([fila.agendar(tarefa(1)), fila.agendar(tarefa(2)), fila.agendar(tarefa(3))]).toEqual([
      true,
      true,
      false,
    ]);
    liberar();
    await fila.concluida();
    expect(feitas).toEqual([1, 2]);
    expect(maisAoMesmoTempo).toBe(1);
    expect(fila.agendar(tarefa(4))).toBe(true);
    await fila.concluida();
    expect(feitas).toEqual([1, 2, 4]);
  });

  it('uma tarefa que falha não para as seguintes nem ocupa lugar', async () => {
    const fila = filaUmaPorVez(1);
    expect(fila.agendar(() => Promise.reject(new Error('zlib sem memória')))).toBe(true);
    await fila.concluida();
    let feita = false;
    expect(
      fila.agendar(async () => {
        feita = true;
      }),
    ).toBe(true);
    await fila.concluida();
    expect(feita).toBe(true);
  });
});
