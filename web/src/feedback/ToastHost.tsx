import { lazy, useEffect, useSyncExternalStore } from 'react';
import { Boundary } from '../components/Boundary.tsx';

const Toasts = lazy(async () => ({ default: (await import('./Toasts.tsx')).Toasts }));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Mounts <Toasts /> (and so loads its code) unless it is already: `toast()` calls it. */
export function mountToasts() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/**
 * Where toasts appear. Their code (Chakra's toast and its layers, ≈ 20 kB gzip in seven chunks) loads with the first
 * toast or the shopper's first press or key, whichever comes first, not with the page: a toast answers an action, and
 * loading at the press lets the code arrive while the action's request is out.
 */
export function ToastHost() {
  // A page rendered on the server has no toasts yet; hydration starts from the same.
  const mounted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  useEffect(() => {
    if (mounted) return;
    const options = { capture: true, passive: true } as const;
    window.addEventListener('pointerdown', mountToasts, options);
    window.addEventListener('keydown', mountToasts, options);
    return () => {
      window.removeEventListener('pointerdown', mountToasts, options);
      window.removeEventListener('keydown', mountToasts, options);
    };
  }, [mounted]);
  return mounted ? (
    <Boundary fallback={null}>
      <Toasts />
    </Boundary>
  ) : null;
}
