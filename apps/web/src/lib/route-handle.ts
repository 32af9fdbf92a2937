import type { UIMatch } from 'react-router';

/** What every route of the table declares, so titles exist before a lazy page has loaded. */
export interface RouteHandle {
  titulo: string;
  /** A company page whose "Próximos passos" already ask to confirm the e-mail, among the rest. */
  comProximosPassos?: true;
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  typeof (handle as { titulo?: unknown }).titulo === 'string';

/** The deepest route's title: child routes name the page, parents only group them. */
export function tituloDaRota(matches: readonly UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.titulo;
  }
  return undefined;
}

/** Whether the page shown (its deepest route) carries "Próximos passos". */
export function comProximosPassos(matches: readonly UIMatch[]): boolean {
  const handle = matches.at(-1)?.handle;
  return isRouteHandle(handle) && handle.comProximosPassos === true;
}
