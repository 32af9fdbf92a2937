import { useSyncExternalStore } from 'react';

/**
 * "Alto contraste", kept in this browser. It is a preference of the device, not data about a
 * person, so its key stays out of the `portal:` prefix that sign-in and sign-out clear. The
 * script in index.html reads the same key and sets the same attribute before the first paint,
 * so a page never flashes in the light colours first (its CSP hash is in the API's security
 * plugin; alto-contraste.test.ts holds the three together).
 */
export const CHAVE_ALTO_CONTRASTE = 'preferencia-alto-contraste';
export const ATRIBUTO_CONTRASTE = 'data-contraste';

type Ouvinte = () => void;
const ouvintes = new Set<Ouvinte>();

function lerPreferencia(): boolean {
  try {
    return localStorage.getItem(CHAVE_ALTO_CONTRASTE) === 'sim';
  } catch {
    // Storage blocked (a private window): the page stays in its usual colours.
    return false;
  }
}

let ativo = typeof window === 'undefined' ? false : lerPreferencia();

function aplicar(valor: boolean) {
  const raiz = document.documentElement;
  if (valor) raiz.setAttribute(ATRIBUTO_CONTRASTE, 'alto');
  else raiz.removeAttribute(ATRIBUTO_CONTRASTE);
}

export function definirAltoContraste(valor: boolean): void {
  ativo = valor;
  try {
    if (valor) localStorage.setItem(CHAVE_ALTO_CONTRASTE, 'sim');
    else localStorage.removeItem(CHAVE_ALTO_CONTRASTE);
  } catch {
    // Not kept past this page: the choice still holds while it is open.
  }
  aplicar(valor);
  for (const ouvinte of ouvintes) ouvinte();
}

const assinar = (ouvinte: Ouvinte) => {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
};

/**
 * Whether high contrast is on. A page rendered on the server says "off" until the browser takes
 * it over, so the button's state is never a mismatch React would keep.
 */
export function useAltoContraste(): boolean {
  return useSyncExternalStore(
    assinar,
    () => ativo,
    () => false,
  );
}
