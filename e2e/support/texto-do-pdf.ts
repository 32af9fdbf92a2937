import { execFile } from 'node:child_process';

/**
 * A PDF's text as poppler's pdftotext reads it (package poppler-utils), every run of white space
 * made one space: what a person reading the downloaded file would find.
 */
export function textoDoPdf(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const processo = execFile(
      'pdftotext',
      ['-enc', 'UTF-8', '-', '-'],
      { maxBuffer: 16 * 1024 * 1024 },
      (erro, saida) => (erro ? reject(erro) : resolve(saida.replace(/\s+/g, ' '))),
    );
    processo.stdin?.end(bytes);
  });
}
