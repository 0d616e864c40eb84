import type { ReactNode } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, type RenderResult } from '@testing-library/react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { RouteBoundary } from '../../web/src/routing/RouteBoundary.tsx';

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

interface Options {
  /** The Relay environment (a new mock one unless given). */
  environment?: MockEnvironment;
  /** The route the UI renders at, with its params; any other path renders "at <path+search>". Unset: every path. */
  path?: string;
  /** Where the router starts ('/' unless given). */
  url?: string;
}

/**
 * A route's preloaded query: the route's loader starts it (with `variables`, or those the route derives from the
 * URL's search params, at every navigation), as the app's routes do.
 */
interface PreloadedQueryOption<T extends OperationType> {
  query: GraphQLTaggedNode;
  variables: T['variables'] | ((search: URLSearchParams) => T['variables']);
}

type View = RenderResult & { environment: MockEnvironment; router: ReturnType<typeof createMemoryRouter> };

/**
 * Renders storefront UI with what the app gives it: a Relay environment (mock), Chakra's system and a data router
 * at `url`. With `path`, the UI is that route's screen and navigating away shows "at <path+search>". With `query`,
 * the route's loader preloads it and the UI renders inside the route's ErrorBoundary + Suspense (as a page does);
 * the render then resolves once the loader has run (the page shows "Loading..." until the query is answered).
 */
export function renderStorefront(ui: ReactNode, options?: Options): View;
export function renderStorefront<T extends OperationType>(
  ui: ReactNode,
  options: Options & PreloadedQueryOption<T>,
): Promise<View>;
export function renderStorefront<T extends OperationType>(
  ui: ReactNode,
  options: Options & Partial<PreloadedQueryOption<T>> = {},
): View | Promise<View> {
  const environment = options.environment ?? createMockEnvironment();
  const { query, variables } = options;
  const screen: RouteObject = query
    ? {
        path: options.path ?? '*',
        HydrateFallback: () => null,
        loader: ({ request }) =>
          loadQuery<T>(
            environment,
            query,
            typeof variables === 'function' ? variables(new URL(request.url).searchParams) : variables!,
          ),
        element: <RouteBoundary>{ui}</RouteBoundary>,
      }
    : { path: options.path ?? '*', element: ui };
  const probe: RouteObject = {
    path: '*',
    Component: () => <p>at {router.state.location.pathname + router.state.location.search}</p>,
  };
  const router = createMemoryRouter(options.path ? [screen, probe] : [screen], {
    initialEntries: [options.url ?? '/'],
  });
  const view = render(
    <RelayEnvironmentProvider environment={environment}>
      <ChakraProvider value={defaultSystem}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </RelayEnvironmentProvider>,
  );
  const rendered = { environment, router, ...view };
  return query ? afterLoader(rendered) : rendered;
}

/** Lets the route's loader run (React's act is only a thenable, so it is awaited here). */
async function afterLoader(view: View) {
  await act(async () => {});
  return view;
}

/** Answers the screen's latest operation with a payload generated from `resolvers` (MockPayloadGenerator's). */
export function resolveWith(
  environment: MockEnvironment,
  resolvers: Parameters<typeof MockPayloadGenerator.generate>[1],
) {
  return act(async () =>
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers)),
  );
}
