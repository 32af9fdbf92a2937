let pressionado = false;
let aguardando: (() => void)[] = [];

// Listened to once for the whole app, in the capture phase, so no handler that stops an event
// can hide a press or a release from it.
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressionado = true), true);
  const soltar = () => {
    pressionado = false;
    const prontos = aguardando;
    aguardando = [];
    // The click comes after the release, in the same task: the next task is after it.
    setTimeout(() => prontos.forEach((pronto) => pronto()));
  };
  document.addEventListener('pointerup', soltar, true);
  document.addEventListener('pointercancel', soltar, true);
}

/**
 * Resolves at once, or after the click of the press in course. A check that runs when a field
 * loses focus (does this e-mail have an account?) answers while the mouse that took the focus
 * away may still hold the submit button down; a message shown then pushes the button from under
 * the pointer, and the release lands outside it, so the click is lost. Waiting for the release
 * lets the click land first.
 */
export function quandoSoltarOPonteiro(): Promise<void> {
  if (!pressionado) return Promise.resolve();
  return new Promise((pronto) => aguardando.push(pronto));
}
