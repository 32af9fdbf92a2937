import { http } from './http';

/** A page view for the statistics: best effort, a lost one must never disturb the visitor. */
export function contarVisita(path: string): void {
  http.post('/api/pageviews', { path }, { keepalive: true }).catch(() => undefined);
}

// The first page counted by the entry script, until the app, loaded later, asks about it.
let contadaAntesDoApp: string | null = null;

/**
 * A server-rendered page is read long before its app is loaded (on the visitor's first
 * gesture, or never): the entry script counts it at once.
 */
export function contarPrimeiraPagina(path: string): void {
  contadaAntesDoApp = path;
  contarVisita(path);
}

/** Whether the entry script already counted this first page; the answer is given only once. */
export function primeiraPaginaJaContada(path: string): boolean {
  const contada = contadaAntesDoApp === path;
  contadaAntesDoApp = null;
  return contada;
}
