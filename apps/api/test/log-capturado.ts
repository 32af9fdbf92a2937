import { Writable } from 'node:stream';

/** A log for `buildTestApp(…, { logStream })`, and the text written to it so far. */
export function logCapturado(): { stream: Writable; texto(): string } {
  let texto = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      texto += String(chunk);
      done();
    },
  });
  return { stream, texto: () => texto };
}
