// The time as a page shows it. A server-rendered page is hydrated with the time the server rendered it at (written
// into the page), so time-dependent text (a countdown, a store's age) reads the same in the browser's first render
// as in the server's HTML, whenever the browser gets to it; the browser's own clock takes over right after.
import { createContext, useContext, useSyncExternalStore } from 'react';
import { readDataElement } from '../relay/serverRecords.ts';

/** The page's data element with the time (ms since the epoch, whole seconds) its server render used. */
export const RENDERED_AT_ID = 'rendered-at';

/** Now, in whole seconds: what a page shows changes once a second at most. */
export const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;

/** On the server, the time of the page being rendered (given by the renderer). */
export const RenderedAt = createContext<number | null>(null);

let pageRenderedAt: number | undefined;
/** In the browser, the time the server rendered this page at (the browser's own, for a page it rendered itself). */
const browserRenderedAt = () => (pageRenderedAt ??= readDataElement<number>(RENDERED_AT_ID) ?? currentSecond());

const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;

function everySecond(listener: () => void) {
  listeners.add(listener);
  ticker ??= setInterval(() => listeners.forEach((tick) => tick()), 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(ticker);
    ticker = undefined;
  };
}

const stayStill = () => () => {};

/**
 * Now (ms, whole seconds), updated every second until `tickUntil` (never, by default: a text that needs the day, not
 * the second). The server's render and the hydration of its HTML read the render's time.
 */
export function useNow(tickUntil = 0): number {
  const renderedAt = useContext(RenderedAt);
  return useSyncExternalStore(
    currentSecond() < tickUntil ? everySecond : stayStill,
    currentSecond,
    () => renderedAt ?? browserRenderedAt(),
  );
}
