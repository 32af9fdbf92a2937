import { afterEach, describe, expect, it, vi } from 'vitest';
import { aoSinalDeIntencao } from './intencao';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('aoSinalDeIntencao', () => {
  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin'])(
    '%s chama uma vez, e só uma',
    (sinal) => {
      const agir = vi.fn();
      aoSinalDeIntencao(agir);
      document.body.dispatchEvent(new Event(sinal, { bubbles: true }));
      document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
      expect(agir).toHaveBeenCalledTimes(1);
    },
  );

  it('o ponteiro sobre um botão conta; sobre texto ou um link, não', () => {
    document.body.innerHTML = '<p>Texto</p><a href="/sobre">Sobre</a><button>Menu</button>';
    const agir = vi.fn();
    const parar = aoSinalDeIntencao(agir);
    const passar = (seletor: string) =>
      document
        .querySelector(seletor)!
        .dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    passar('p');
    passar('a');
    expect(agir).not.toHaveBeenCalled();
    passar('button');
    expect(agir).toHaveBeenCalledTimes(1);
    parar();
  });

  it('deixa de esperar quando o aplicativo é carregado por outro motivo', () => {
    const agir = vi.fn();
    aoSinalDeIntencao(agir)();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(agir).not.toHaveBeenCalled();
  });
});
