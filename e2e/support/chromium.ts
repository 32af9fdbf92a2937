import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Flags that keep Chromium quiet on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function candidates(): string[] {
  const own = (() => {
    try {
      return chromium.executablePath();
    } catch {
      return '';
    }
  })();
  return [process.env.CHROMIUM_PATH ?? '', '/usr/bin/chromium', '/usr/bin/chromium-browser', own];
}

/** Browser tests are never skipped: without a browser the run fails and says how to get one. */
export function findChromium(): string {
  const found = candidates().find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      'Chromium não encontrado. Instale com `apt-get install chromium` ou defina CHROMIUM_PATH ' +
        'com o caminho do executável.',
    );
  }
  return found;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}
