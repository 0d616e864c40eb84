import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import { environment } from './relay/environment.ts';
import { renderedOnServer } from './relay/serverRecords.ts';

/** Lets the browser run what waits (input, paint, the network's answers) before the next step of start-up. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in three tasks rather than one long one, so the main thread is never blocked for long (Lighthouse's total
 * blocking time counts each task's time past 50 ms): the router (told whether the server rendered the page, whose
 * records the environment already holds); the style system (`styled` builds it and returns what wraps the app in
 * its provider); then the first render, as a transition, which React renders in slices: it hydrates the server's
 * HTML, or renders into the boot skeleton of index.html.
 *
 * `useTransitions`: navigations are transitions too, and while one is pending (the next page's query on its way, the
 * current page still shown) `useNavigation()` says so, which the page area shows (AppShell).
 */
export async function startUp(
  createRouter: (serverRendered: boolean) => RouterProviderProps['router'] | Promise<RouterProviderProps['router']>,
  styled: () => (app: ReactNode) => ReactNode,
) {
  const serverRendered = renderedOnServer();
  const router = await createRouter(serverRendered);
  await nextTask();
  const wrap = styled();
  await nextTask();
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <RelayEnvironmentProvider environment={environment}>
        {wrap(<RouterProvider router={router} useTransitions />)}
      </RelayEnvironmentProvider>
    </StrictMode>
  );
  startTransition(() => {
    if (serverRendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
