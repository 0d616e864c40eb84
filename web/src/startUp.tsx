import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import { environment } from './relay/environment.ts';

/** Lets the browser run what waits (input, paint, the network's answers) before the next step of start-up. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in three tasks rather than one long one, so the main thread is never blocked for long (Lighthouse's total
 * blocking time counts each task's time past 50 ms): the router, whose loaders send the first GraphQL request at
 * once; the style system (`styled` builds it and returns what wraps the app in its provider); then the first render,
 * as a transition, which React renders in slices.
 *
 * `useTransitions`: navigations are transitions too, and while one is pending (the next page's query on its way, the
 * current page still shown) `useNavigation()` says so, which the page area shows (AppShell).
 */
export async function startUp(
  createRouter: () => RouterProviderProps['router'],
  styled: () => (app: ReactNode) => ReactNode,
) {
  const router = createRouter();
  await nextTask();
  const wrap = styled();
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <RelayEnvironmentProvider environment={environment}>
          {wrap(<RouterProvider router={router} useTransitions />)}
        </RelayEnvironmentProvider>
      </StrictMode>,
    ),
  );
}
