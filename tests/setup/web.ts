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

// Carousels (embla) ask about the viewport and watch their slides; jsdom has neither matchMedia nor IntersectionObserver.
window.matchMedia ??= (media: string) =>
  ({
    matches: false,
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
