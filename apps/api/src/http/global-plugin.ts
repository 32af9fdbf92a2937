import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin so its hooks, decorators and handlers apply to the whole app instead of
 * its own encapsulated context (what the `fastify-plugin` package does, without the dependency).
 */
export function globalPlugin<T extends FastifyPluginAsync>(plugin: T): T {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
