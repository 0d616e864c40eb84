// The web project's setup (vitest.config.ts): what every storefront test needs before any module loads.
import { vi } from 'vitest';

// relay-test-utils builds its mocks with the global `jest`.
Object.assign(globalThis, { jest: vi });

// Chakra's dialogs and toasts measure themselves; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Whether a `(min-width: …)` query holds at jsdom's window width (1024 px: a laptop); any other query does not. */
function minWidthHolds(media: string) {
  const [, value, unit] = /^\(min-width:\s*([\d.]+)(px|r?em)\)$/.exec(media) ?? [];
  return value !== undefined && Number(value) * (unit === 'px' ? 1 : 16) <= window.innerWidth;
}

// Carousels (embla) and the listings' sidebar (from lg up) ask about the viewport, and carousels watch their slides;
// jsdom has neither matchMedia nor IntersectionObserver.
window.matchMedia ??= (media: string) =>
  ({
    matches: minWidthHolds(media),
    media,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.IntersectionObserver ??= class {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;

// The files share their worker's window (vitest.config.ts). jsdom starts its frame timer with whatever `setInterval` is
// global at the time: under a test's fake timers, a fake one that stops with them, after which no frame runs again in
// that window (dialogs then never finish closing). Frames here come from the timers that were real when the file began.
const realSetTimeout = setTimeout;
const realClearTimeout = clearTimeout;
globalThis.requestAnimationFrame = (callback) => Number(realSetTimeout(() => callback(performance.now()), 1000 / 60));
globalThis.cancelAnimationFrame = (handle) => realClearTimeout(handle);
