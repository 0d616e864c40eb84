import { startTransition, StrictMode, use, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { nextTask } from './nextTask.ts';
import { renderedOnServer } from '../relay/serverRecords.ts';
import { Boundary, markHydrated } from '../components/Boundary.tsx';

/** What wraps the app in the style system's providers. */
type Wrap = (app: ReactNode) => ReactNode;

/** The app once it is ready to render: until then, on a server-rendered page, React keeps the server's HTML. */
function Ready({ app }: { app: Promise<ReactNode> }) {
  return use(app);
}

/**
 * Start-up in tasks of its own, rather than one long one, so the main thread is never blocked for long (Lighthouse's
 * total blocking time counts each task's time past 50 ms): this module's evaluation (web/src/boot/main.tsx imports it
 * apart, with React DOM's client); the style system (`styled` builds it, without the global styles a server-rendered
 * page holds already, in tasks of its own, and returns what wraps the app in its provider); the routed app (`routed`,
 * told whether the server rendered the page, whose records Relay's environment already holds); then the first
 * render, as a transition, which React renders in slices. Each step loads its code in a chunk of its own (main.tsx).
 *
 * A page the server rendered is hydrated at once, around a Suspense boundary (the server renders the same one) that
 * waits for those steps: React keeps the server's HTML meanwhile, and a button pressed before React has hydrated it is
 * held and pressed again once it has (web/public/early-presses.js). Otherwise the app renders into index.html's boot
 * skeleton, and the page is the app's from the start (`data-hydrated`, components/Boundary.tsx).
 */
export function startUp(
  styled: (serverRendered: boolean) => Wrap | Promise<Wrap>,
  routed: (serverRendered: boolean) => ReactNode | Promise<ReactNode>,
) {
  const serverRendered = renderedOnServer();
  const app = (async () => {
    await nextTask();
    const wrap = await styled(serverRendered);
    await nextTask();
    const routes = await routed(serverRendered);
    await nextTask();
    return wrap(routes);
  })();
  const root = (content: ReactNode) => (
    <StrictMode>
      <Boundary fallback={null}>{content}</Boundary>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (serverRendered) hydrateRoot(container, root(<Ready app={app} />));
  else {
    markHydrated();
    void app.then((content) => startTransition(() => createRoot(container).render(root(content))));
  }
}
