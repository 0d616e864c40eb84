import { startTransition, StrictMode, Suspense, use, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import { environment } from './relay/environment.ts';
import { renderedOnServer } from './relay/serverRecords.ts';

/** Lets the browser run what waits (input, paint, the network's answers) before the next step of start-up. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The app once it is ready to render: until then, on a server-rendered page, React keeps the server's HTML. */
function Ready({ app }: { app: Promise<ReactNode> }) {
  return use(app);
}

/**
 * Start-up in three tasks rather than one long one, so the main thread is never blocked for long (Lighthouse's total
 * blocking time counts each task's time past 50 ms): the router (told whether the server rendered the page, whose
 * records the environment already holds); the style system (`styled` builds it, without the global styles a
 * server-rendered page holds already, and returns what wraps the app in its provider); then the first render, as a transition, which React renders in slices.
 *
 * A page the server rendered is hydrated at once, around a Suspense boundary (the server renders the same one) that
 * waits for those steps: React keeps the server's HTML meanwhile, and a click or key on it is not lost but replayed
 * once that part is hydrated. Otherwise the app renders into index.html's boot skeleton.
 *
 * `useTransitions`: navigations are transitions too, and while one is pending (the next page's query on its way, the
 * current page still shown) `useNavigation()` says so, which the page area shows (AppShell).
 */
export function startUp(
  createRouter: (serverRendered: boolean) => RouterProviderProps['router'] | Promise<RouterProviderProps['router']>,
  styled: (serverRendered: boolean) => (app: ReactNode) => ReactNode,
) {
  const serverRendered = renderedOnServer();
  const app = (async () => {
    const router = await createRouter(serverRendered);
    await nextTask();
    const wrap = styled(serverRendered);
    await nextTask();
    return wrap(<RouterProvider router={router} useTransitions />);
  })();
  const root = (content: ReactNode) => (
    <StrictMode>
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback={null}>{content}</Suspense>
      </RelayEnvironmentProvider>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (serverRendered) hydrateRoot(container, root(<Ready app={app} />));
  else void app.then((content) => startTransition(() => createRoot(container).render(root(content))));
}
