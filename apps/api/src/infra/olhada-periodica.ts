import type { Clock } from './clock.ts';

/**
 * A look at something outside the process (a file of the web build) taken at most once every
 * `intervaloMs` of the server's clock. The requests that arrive meanwhile share the last look, or
 * the one under way. `agora` answers without waiting, for a request served before any await: the
 * last look's result while it is recent, undefined while a look is due or under way.
 */
export function olhadaPeriodica<T>(clock: Clock, intervaloMs: number, olhar: () => Promise<T>) {
  let ultima: { em: number; resultado: Promise<T>; visto?: { valor: T } } | null = null;
  const recente = (olhada: { em: number }) =>
    Math.abs(clock.now().getTime() - olhada.em) < intervaloMs;
  return {
    olhar(): Promise<T> {
      if (!ultima || !recente(ultima)) {
        const nova: NonNullable<typeof ultima> = { em: clock.now().getTime(), resultado: olhar() };
        // A failed look is the caller's to handle, through the promise it was given.
        nova.resultado.then(
          (valor) => (nova.visto = { valor }),
          () => undefined,
        );
        ultima = nova;
      }
      return ultima.resultado;
    },
    agora: (): { valor: T } | undefined => (ultima && recente(ultima) ? ultima.visto : undefined),
  };
}
