import { inject } from 'vitest';

/** One portal of the run: its address, its content folder and the folder of its mail server. */
export interface PortalDeTeste {
  baseURL: string;
  contentDir: string;
  emailDir: string;
  /** The file with what its server printed (registro-do-servidor.ts). */
  registro: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One portal per worker (global-setup.ts), each with its own database and mail server. */
    portais: PortalDeTeste[];
  }
}

/**
 * The portal of this file's worker. Files run two at a time, each worker's one after the other
 * against its own portal, so a file that closes the call or fills the staff's list changes only
 * what the files of its own worker see, as when every file shared one portal in turn.
 * Vitest numbers its workers from 1 (VITEST_POOL_ID).
 */
export const portalDoWorker = (): PortalDeTeste => {
  const portais = inject('portais');
  const portal = portais[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
  if (!portal) throw new Error(`Nenhum portal para o worker ${process.env.VITEST_POOL_ID}.`);
  return portal;
};
