import type { ComponentType } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render } from '@testing-library/react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { vi } from 'vitest';
import { RouteBoundary } from '../../web/src/routes/RouteBoundary.tsx';

// relay-test-utils builds its mocks with the global `jest`.
Object.assign(globalThis, { jest: vi });

/**
 * Renders a page as its route does in the app: a data router whose loader starts the page's query (with
 * `variables`) on a mock Relay environment, and the route's ErrorBoundary + Suspense. Other paths render
 * "at <path+search>". Resolves once the loader has run (the page shows "Loading..." until the query is answered).
 */
export async function renderRoute<T extends OperationType>(options: {
  path: string;
  url: string;
  query: GraphQLTaggedNode;
  variables: T['variables'];
  Page: ComponentType;
}) {
  const environment = createMockEnvironment();
  const { Page } = options;
  const router = createMemoryRouter(
    [
      {
        path: options.path,
        HydrateFallback: () => null,
        loader: () => loadQuery<T>(environment, options.query, options.variables),
        element: (
          <RouteBoundary>
            <Page />
          </RouteBoundary>
        ),
      },
      { path: '*', Component: () => <p>at {router.state.location.pathname + router.state.location.search}</p> },
    ],
    { initialEntries: [options.url] },
  );
  const view = render(
    <RelayEnvironmentProvider environment={environment}>
      <ChakraProvider value={defaultSystem}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </RelayEnvironmentProvider>,
  );
  await act(async () => {});
  return { environment, router, ...view };
}
