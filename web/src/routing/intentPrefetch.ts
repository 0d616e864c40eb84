import { matchRoutes, type DataRouter } from 'react-router-dom';
import { prefetchRoute } from '../relay/routeQuery.ts';

/** How long the pointer rests on a link before its route is fetched (passing over a link is not an intent). */
const HOVER_MS = 80;
/** A route fetched this recently is not fetched again on another hover. */
const FRESH_MS = 30_000;

/**
 * Intent prefetch: when the pointer rests on a link of this site, or a link gets focus or a touch, the route it
 * leads to starts loading its code (the lazy page modules) and its query (the route's own loader, as the router
 * would call it, minus the root's, which is loaded). The click then renders from the store: the loader the router
 * calls asks Relay for the same query, which is answered from the store or joins the request in flight.
 */
export function prefetchOnIntent(router: DataRouter) {
  const fetchedAt = new Map<string, number>();
  let hovered: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | null = null;

  const prefetch = (link: HTMLAnchorElement) => {
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || link.target === '_blank' || link.hasAttribute('download')) return;
    const key = url.pathname + url.search;
    if (key === window.location.pathname + window.location.search) return;
    const now = Date.now();
    if (now - (fetchedAt.get(key) ?? -Infinity) < FRESH_MS) return;
    fetchedAt.set(key, now);
    for (const { route, params } of matchRoutes(router.routes, url.pathname) ?? []) {
      if (route.lazy && typeof route.lazy === 'object') {
        for (const load of Object.values(route.lazy)) void (load as () => Promise<unknown>)().catch(() => {});
      }
      const { loader } = route;
      if (route.id !== 'root' && typeof loader === 'function') {
        void Promise.resolve(
          prefetchRoute(() =>
            loader({ params, request: new Request(url), url, pattern: route.path ?? '', context: undefined }),
          ),
        ).catch(() => {});
      }
    }
  };

  const linkOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

  document.addEventListener('pointerover', (event) => {
    const link = linkOf(event.target);
    if (hovered?.link === link) return;
    if (hovered) clearTimeout(hovered.timer);
    hovered = link ? { link, timer: setTimeout(() => prefetch(link), HOVER_MS) } : null;
  });
  document.addEventListener('focusin', (event) => {
    const link = linkOf(event.target);
    if (link) prefetch(link);
  });
  document.addEventListener(
    'touchstart',
    (event) => {
      const link = linkOf(event.target);
      if (link) prefetch(link);
    },
    { passive: true },
  );
}
