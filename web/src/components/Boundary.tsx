import { Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

// `data-hydrated` on <html>: every control of the page is the app's. On a page the server rendered, React hydrates
// each Suspense boundary in a pass of its own, after the one around it (at its lowest priority), so the mark waits
// for every boundary that was still the server's HTML to commit. web/public/early-presses.js replays a held press
// once the mark is set, and the browser tests wait for it (tests/helpers/browser.ts).

/** A boundary, by a key of its own. */
type Key = object;

const pending = new Set<Key>();
const committed = new WeakSet<Key>();
let hydrated = false;

/** Marks the page as the app's: at once when the app renders the page itself, else once hydration is done. */
export function markHydrated() {
  hydrated = true;
  document.documentElement.setAttribute('data-hydrated', '');
}

const unchanging = () => () => {};
// Which snapshot React asked for last: the server's only while it hydrates. Both are the same, so React never renders
// again for them (a boundary still the server's HTML that renders again before its code is in loses that HTML).
let hydratingRender = false;
const serverSnapshot = () => (hydratingRender = true);
const clientSnapshot = () => !(hydratingRender = false);

// After the commit's other effects: a boundary the same commit placed has registered by then.
const markWhenDone = () => queueMicrotask(() => !hydrated && pending.size === 0 && markHydrated());

/** Its effect runs once the boundary's content has committed (last, after every boundary within). */
function Committed({ boundary }: { boundary: Key }) {
  useEffect(() => {
    committed.add(boundary);
    pending.delete(boundary);
    markWhenDone();
  }, [boundary]);
  return null;
}

/**
 * React's Suspense, which the page's hydration mark waits for: the app renders no other (a boundary it does not
 * know of would still be the server's HTML, its buttons dead, once the mark says the page is live).
 */
export function Boundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [boundary] = useState<Key>(() => ({}));
  // A boundary the app placed itself (a lazy dialog, code asked for after the first paint) is not the server's HTML,
  // and the mark does not wait for it.
  useSyncExternalStore(unchanging, clientSnapshot, serverSnapshot);
  const [hydrating] = useState(() => hydratingRender);
  useEffect(() => {
    if (!hydrating || committed.has(boundary)) return;
    pending.add(boundary);
    return () => {
      pending.delete(boundary);
      markWhenDone();
    };
  }, [boundary, hydrating]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <Committed boundary={boundary} />
    </Suspense>
  );
}
