import { describe, expect, it } from 'vitest';
import { quandoSoltarOPonteiro } from './quando-soltar-o-ponteiro';

const evento = (tipo: string) => document.body.dispatchEvent(new Event(tipo, { bubbles: true }));

describe('quandoSoltarOPonteiro', () => {
  it('resolve na hora quando nada está pressionado', async () => {
    await expect(quandoSoltarOPonteiro()).resolves.toBeUndefined();
  });

  it('espera o clique do botão pressionado: resolve só depois da tarefa em que ele é solto', async () => {
    evento('pointerdown');
    let resolvida = false;
    const espera = quandoSoltarOPonteiro().then(() => (resolvida = true));
    await Promise.resolve();
    expect(resolvida).toBe(false);
    evento('pointerup');
    // The click is dispatched in the release's task; the wait ends only in a later one.
    evento('click');
    expect(resolvida).toBe(false);
    await espera;
    expect(resolvida).toBe(true);
  });

  it('um toque cancelado (a página rolou) também solta', async () => {
    evento('pointerdown');
    const espera = quandoSoltarOPonteiro();
    evento('pointercancel');
    await expect(espera).resolves.toBeUndefined();
  });
});
