import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRepoRoot } from '../../infra/repo-root.ts';

export interface Release {
  /** `git describe` of the build, or the package's version where there was no git. */
  versao: string;
  /** When the server was compiled (ISO 8601); `null` when it runs from its sources. */
  compilacao: string | null;
}

// Replaced by scripts/build.mjs (esbuild `define`); absent when tsx or vitest run the sources.
declare const PORTAL_RELEASE: Release | undefined;

/**
 * What this process runs, so an operator comparing instances after a rolling upgrade sees which
 * one lags. From the sources there is no build to name: the package's version and no build time,
 * rather than a made-up one.
 */
export function lerRelease(): Release {
  if (typeof PORTAL_RELEASE !== 'undefined') return PORTAL_RELEASE;
  const raiz = JSON.parse(readFileSync(join(findRepoRoot(), 'package.json'), 'utf8')) as {
    version: string;
  };
  return { versao: raiz.version, compilacao: null };
}
