import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root folder, found by walking up from this module: the same answer whether it
 * runs from its source (apps/api/src/infra, through tsx or vitest) or bundled into
 * apps/api/dist/server.js, where a fixed number of '../' would point elsewhere.
 */
export function findRepoRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'apps', 'api', 'package.json'))) return dir;
    if (dirname(dir) === dir)
      throw new Error(`Raiz do repositório não encontrada acima de ${from}`);
  }
}
