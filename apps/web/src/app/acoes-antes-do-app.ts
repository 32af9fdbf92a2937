/**
 * What a visitor does on a server-rendered page before its app is loaded, done again once React
 * has taken the page over (no lost clicks). A link is left alone: it navigates by
 * itself, and the server renders the page it leads to. A button (the mobile menu, a filter, a
 * dialog) has no behaviour without the app: its click is held and repeated. Text typed into a
 * field stays in the field, but React adopts the field believing it holds what the server sent;
 * it is told of the text afterwards, as if typed then.
 */

// What a click acts on without being a link. A click on a text field is harmless to repeat, and
// Mantine's select opens on it.
const ACIONAVEIS = [
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'summary',
  '[role="button"]',
  '[role="checkbox"]',
  '[role="combobox"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="switch"]',
  '[role="tab"]',
].join(', ');

const elementoDe = (evento: Event) => (evento.target instanceof Element ? evento.target : null);

/** The interactive element a click landed on, unless it is (inside) a link. */
export function acionavelDe(evento: Event): HTMLElement | null {
  const alvo = elementoDe(evento);
  if (!alvo || alvo.closest('a[href]')) return null;
  const acionavel = alvo.closest<HTMLElement>(ACIONAVEIS);
  return acionavel && !acionavel.matches(':disabled') ? acionavel : null;
}

type CampoDeTexto = HTMLInputElement | HTMLTextAreaElement;

/**
 * React adopts a field as holding what the server sent, and its first renders put that value
 * back in the element. The text typed before is set again and announced with an input event,
 * as if typed now: React compares the element's value with the one it tracks through the
 * element's `value` property, so that property is first given React's own value (the
 * field's default after hydration) and the typed text goes in past it, by the prototype's
 * setter. onChange then receives the text, and a controlled field's state holds it.
 */
function anunciarTextoDigitado(digitado: string, campo: CampoDeTexto): void {
  if (!campo.isConnected || digitado === campo.defaultValue) return;
  campo.value = campo.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(campo), 'value')?.set?.call(
    campo,
    digitado,
  );
  campo.dispatchEvent(new Event('input', { bubbles: true }));
}

const campoDeTexto = (alvo: Element | null): alvo is CampoDeTexto =>
  alvo instanceof HTMLTextAreaElement ||
  (alvo instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(alvo.type));

/**
 * Starts holding the visitor's clicks and form submissions and noting the fields typed into;
 * returns what to call once the app has taken the page over: it stops holding and does again,
 * in order, what was held.
 */
export function guardarAcoesAteOApp(): () => void {
  const acoes: (() => void)[] = [];
  // Each field typed into and its text, as the visitor left it.
  const digitados = new Map<CampoDeTexto, string>();

  const aoClicar = (evento: MouseEvent) => {
    const acionavel = acionavelDe(evento);
    if (!acionavel) return;
    evento.preventDefault();
    evento.stopPropagation();
    acoes.push(() => acionavel.isConnected && acionavel.click());
  };
  // A form submitted by Enter in a field of a form without a submit button (with one, the
  // browser clicks it, and the click is held above).
  const aoEnviar = (evento: SubmitEvent) => {
    const formulario = elementoDe(evento);
    if (!(formulario instanceof HTMLFormElement)) return;
    evento.preventDefault();
    evento.stopPropagation();
    const { submitter } = evento;
    acoes.push(() => formulario.isConnected && formulario.requestSubmit(submitter));
  };
  const aoDigitar = (evento: Event) => {
    const alvo = elementoDe(evento);
    if (campoDeTexto(alvo)) digitados.set(alvo, alvo.value);
  };

  document.addEventListener('click', aoClicar, true);
  document.addEventListener('submit', aoEnviar, true);
  document.addEventListener('input', aoDigitar, true);

  return () => {
    document.removeEventListener('click', aoClicar, true);
    document.removeEventListener('submit', aoEnviar, true);
    document.removeEventListener('input', aoDigitar, true);
    digitados.forEach(anunciarTextoDigitado);
    for (const acao of acoes.splice(0)) acao();
  };
}
