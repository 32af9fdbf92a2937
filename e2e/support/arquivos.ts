import { minimalPdf } from './portal-server.ts';

/** A valid 1×1 PNG: the server reads the first bytes, so a photo must really be one. */
export function minimalPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
}

/** What `setInputFiles` takes: a named file held in memory. */
export interface ArquivoEmMemoria {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const png = (name: string): ArquivoEmMemoria => ({
  name,
  mimeType: 'image/png',
  buffer: minimalPng(),
});

export const pdf = (name: string, texto = name): ArquivoEmMemoria => ({
  name,
  mimeType: 'application/pdf',
  buffer: minimalPdf(texto),
});
