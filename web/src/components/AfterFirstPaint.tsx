import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * What is below the fold, rendered once the page's first paint is done (as a transition, which React renders in
 * slices): the first render and commit, one long task on a phone that the content above the fold waits for, hold
 * only what the shopper sees first.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}
