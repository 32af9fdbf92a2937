import compress from '@fastify/compress';
import { globalPlugin } from '../http/global-plugin.ts';

/**
 * gzip/brotli for the SPA's bundles and JSON lists: the first page's JavaScript shrinks to about
 * a third, which is what people on mobile connections in small municipalities feel. Small answers
 * are left alone, where compressing costs more than it saves.
 */
export const compressionPlugin = globalPlugin(async (app) => {
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
});
