import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { vi } from 'vitest';

// relay-test-utils builds its mocks with the global `jest`.
Object.assign(globalThis, { jest: vi });

/**
 * Renders storefront UI with what the app gives it: the Relay environment, Chakra's system and a router
 * (at `url`, for UI that reads or changes the location).
 */
export function renderWithRelay(ui: ReactNode, environment: IEnvironment, url = '/') {
  return render(
    <RelayEnvironmentProvider environment={environment}>
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </ChakraProvider>
    </RelayEnvironmentProvider>,
  );
}
