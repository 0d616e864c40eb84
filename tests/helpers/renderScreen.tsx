import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { act } from '@testing-library/react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { renderWithRelay } from './renderWithRelay.tsx';

// Chakra's dialogs and toasts measure themselves; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Where a screen navigated to: any other path renders "at <path+search>". */
function LocationProbe() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

/**
 * Renders a screen as its route would (`path` with its params, entered at `url`) over a mock Relay environment.
 * Navigation away shows "at <url>".
 */
export function renderScreen(path: string, url: string, screen: ReactNode) {
  const environment = createMockEnvironment();
  const view = renderWithRelay(
    <Routes>
      <Route path={path} element={screen} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    environment,
    url,
  );
  return { environment, ...view };
}

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

/** Answers the screen's latest operation with a payload generated from `resolvers` (MockPayloadGenerator's). */
export function resolveWith(environment: MockEnvironment, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) {
  return act(async () => environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers)));
}
