import { startTransition, StrictMode, Suspense, use, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { nextTask } from './nextTask.ts';
import { renderedOnServer } from './relay/serverRecords.ts';

/** How long a held press waits for its button to be hydrated before it is pressed anyway. */
const HELD_PRESS_WAIT_MS = 5000;

/**
 * Whether React has hydrated `element`: it keeps the element's fiber on it then (`__reactFiber$<id>`, React's own
 * mark). A press on a part not hydrated yet is dropped by React when that part cannot hydrate at once (its code still
 * loading).
 */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/**
 * Presses again, once React has hydrated it, the button a shopper pressed on the server's HTML before the app
 * started (web/public/early-presses.js held it): the press is late, not lost. A button no longer in the page is not.
 */
function pressHeldButton() {
  const presses = window.earlyPresses;
  const button = presses?.last;
  if (!presses || !button) return;
  presses.last = null;
  const until = performance.now() + HELD_PRESS_WAIT_MS;
  const press = () => {
    if (!button.isConnected) return;
    if (hydrated(button) || performance.now() > until) button.click();
    else setTimeout(press, 50);
  };
  press();
}

/** What wraps the app in the style system's providers. */
type Wrap = (app: ReactNode) => ReactNode;

/** The app once it is ready to render: until then, on a server-rendered page, React keeps the server's HTML. */
function Ready({ app }: { app: Promise<ReactNode> }) {
  useEffect(pressHeldButton, []);
  return use(app);
}

/**
 * Start-up in tasks of its own, rather than one long one, so the main thread is never blocked for long (Lighthouse's
 * total blocking time counts each task's time past 50 ms): this module's evaluation (web/src/main.tsx imports it
 * apart, with React DOM's client); the style system (`styled` builds it, without the global styles a server-rendered
 * page holds already, in tasks of its own, and returns what wraps the app in its provider); the routed app (`routed`,
 * told whether the server rendered the page, whose records Relay's environment already holds); then the first
 * render, as a transition, which React renders in slices. Each step loads its code in a chunk of its own (main.tsx).
 *
 * A page the server rendered is hydrated at once, around a Suspense boundary (the server renders the same one) that
 * waits for those steps: React keeps the server's HTML meanwhile, and a click or key on it is not lost but replayed
 * once that part is hydrated; a button pressed before this code ran is pressed again then. Otherwise the app
 * renders into index.html's boot skeleton.
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
      <Suspense fallback={null}>{content}</Suspense>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // From here React takes the presses (it replays them on the parts not yet hydrated); early-presses.js may not have
  // run yet, and then holds none.
  window.earlyPresses = { last: window.earlyPresses?.last ?? null, closed: true };
  if (serverRendered) hydrateRoot(container, root(<Ready app={app} />));
  else void app.then((content) => startTransition(() => createRoot(container).render(root(content))));
}
