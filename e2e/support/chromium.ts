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

/**
 * Chromium's headless shell: the same Blink and V8 without the browser's window layer, which
 * spends about a quarter less CPU per journey than the full browser in headless mode
 * (docs/decisions/037). Lighthouse keeps the full browser, which it expects.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Browser tests are never skipped: without a browser the run fails and says how to get one. */
export function findChromium({ shell = false } = {}): string {
  const found = [shell && !process.env.CHROMIUM_PATH ? HEADLESS_SHELL : '', ...candidates()].find(
    (path) => path && existsSync(path),
  );
  if (!found) {
    throw new Error(
      'Chromium não encontrado. Instale com `apt-get install chromium chromium-headless-shell` ' +
        'ou defina CHROMIUM_PATH com o caminho do executável.',
    );
  }
  return found;
}

/** The browser of the journeys: the headless shell when installed, else the full Chromium. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium({ shell: true }), args: CHROMIUM_ARGS });
}
