import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Boundary } from './Boundary.tsx';

/**
 * What is below the fold, rendered once the page's first paint is done (as a transition, which React renders in
 * slices): the first render and commit, one long task on a phone that the content above the fold waits for, hold
 * only what the shopper sees first. The children may be lazy components: their code then loads after the first
 * paint too, and `fallback` (nothing unless told) shows in their place until it is in.
 */
export function AfterFirstPaint({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <Boundary fallback={fallback}>{children}</Boundary> : fallback;
}
