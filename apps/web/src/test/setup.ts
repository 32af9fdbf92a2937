import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A form's chain of answers (sign in again, save, upload, navigate) can take over the default
// second on a 2-core machine that also runs the browser journeys; findBy/waitFor still end as soon
// as the screen is right.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Mantine reads; these stand-ins describe a wide screen.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: query.includes('min-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

class ResizeObserverFalso {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverFalso;

// Textareas that grow with their text listen for web fonts, which jsdom does not load.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
});
