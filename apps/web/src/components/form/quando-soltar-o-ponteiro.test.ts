import { beforeAll, describe, expect, it, vi } from 'vitest';

// The module listens on the document it first sees and keeps whether a pointer is down. Test files
// share a worker's modules (isolate: false), so this file imports its own copy, on its own
// document, with nothing pressed by an earlier file.
let quandoSoltarOPonteiro: () => Promise<void>;
beforeAll(async () => {
  vi.resetModules();
  ({ quandoSoltarOPonteiro } = await import('./quando-soltar-o-ponteiro'));
});

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
