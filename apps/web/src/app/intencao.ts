import { acionavelDe } from './acoes-antes-do-app';

// The first signs that the visitor is about to do something on the page: a press (mouse,
// finger, pen), a key (Tab included: focus moving), or the pointer over a button, which
// usually comes a few hundred milliseconds before its click.
const SINAIS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Calls `agir` once, at the visitor's first sign of intent; returns what stops waiting for it.
 * A finger that only scrolls or a key that only scrolls counts too: a false alarm costs the
 * loading that every visit used to pay, and a visitor who touches the page is about to act.
 */
export function aoSinalDeIntencao(agir: () => void): () => void {
  const opcoes = { capture: true, passive: true } as const;
  const parar = () => {
    for (const sinal of SINAIS) document.removeEventListener(sinal, disparar, opcoes);
    document.removeEventListener('mouseover', sobreAcionavel, opcoes);
  };
  function disparar() {
    parar();
    agir();
  }
  function sobreAcionavel(evento: MouseEvent) {
    if (acionavelDe(evento)) disparar();
  }
  for (const sinal of SINAIS) document.addEventListener(sinal, disparar, opcoes);
  document.addEventListener('mouseover', sobreAcionavel, opcoes);
  return parar;
}
