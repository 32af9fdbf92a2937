/**
 * The server's "now". Deadlines, token expiry, reminders and retention read it from here and
 * never from `new Date()`, so a test moves time by moving this clock instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets and advances; it starts at the given instant and never moves by itself. */
export class FakeClock implements Clock {
  #ms: number;
  constructor(start: Date | string = '2026-03-10T12:00:00-03:00') {
    this.#ms = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#ms);
  }
  set(instant: Date | string): void {
    this.#ms = new Date(instant).getTime();
  }
  advance(ms: number): void {
    this.#ms += ms;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}
