import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a page rendered on the server hands to the browser, so the app takes over the HTML as it
 * is: the router's state and the answers of the API that the page was rendered with.
 */
export interface EstadoInicial {
  router: Partial<HydrationState>;
  consultas: DehydratedState;
}

/** The id of the JSON block with that state (a data block: the CSP runs no inline script). */
export const ID_ESTADO_INICIAL = 'estado-inicial';

/**
 * Marks that block when the server could not answer every query of the page (a solution that
 * does not exist, an API error): the page shows a loading state that only the app can finish,
 * so the app is loaded at once instead of at the visitor's first gesture.
 */
export const ATRIBUTO_INCOMPLETO = 'data-incompleto';

/**
 * Queries the server never runs: they depend on who is visiting (the session itself), which a
 * cached page shared by every visitor cannot know.
 */
export const SO_NO_NAVEGADOR = { soNoNavegador: true } as const;

/**
 * Queries whose answer the server renders for an anonymous visitor and the browser asks again
 * when someone is signed in (a company may have its own deadline).
 */
export const POR_VISITANTE = { porVisitante: true } as const;

/**
 * How long an answer of public data (the catalogue, a solution, the privacy notice) stays fresh.
 * Such data changes seldom, and a page rendered on the server brings it along: asking again at
 * once would fetch the same answer twice.
 */
export const FRESCOR_PUBLICO = 60_000;
