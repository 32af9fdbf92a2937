import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { beforeEach } from 'vitest';
import { portalDoWorker } from './portal-do-worker.ts';

// Enough for the requests of one journey; a longer one shows its end, where it failed.
const MAXIMO = 30_000;

/**
 * A journey that fails prints what its portal logged while it ran: each request with its status
 * and time, and any warning or error. A CI run that stalls once and passes again says which
 * request was slow, or which service the server waited on.
 */
beforeEach(({ onTestFailed }) => {
  const { registro } = portalDoWorker();
  const inicio = statSync(registro).size;
  onTestFailed(() => {
    const fim = statSync(registro).size;
    const de = Math.max(inicio, fim - MAXIMO);
    const trecho = Buffer.alloc(fim - de);
    const arquivo = openSync(registro, 'r');
    try {
      readSync(arquivo, trecho, 0, trecho.length, de);
    } finally {
      closeSync(arquivo);
    }
    console.error(
      `Registro do servidor durante o teste${de > inicio ? ' (o fim)' : ''}:\n${trecho.toString()}`,
    );
  });
});
