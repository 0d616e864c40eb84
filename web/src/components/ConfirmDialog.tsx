import { lazy, useEffect, useState } from 'react';
import type { ConfirmDialogProps, ConfirmDialogView as View } from './ConfirmDialogView.tsx';
import { Boundary } from './Boundary.tsx';

/** The dialog's component once its code is in: from then on a question opens in the same render as its press. */
let loaded: typeof View | null = null;
let loading: Promise<typeof View> | null = null;
/** Loads the dialog's code once for every question on the page (a failed load, offline, is tried again later). */
const loadView = () =>
  (loading ??= import('./ConfirmDialogView.tsx').then(
    (module) => (loaded = module.ConfirmDialogView),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
const LazyView = lazy(async () => ({ default: await loadView() }));

/**
 * A question before a destructive action (an alert dialog): Cancel, or the action in red. Its code is not part of
 * the page's first load: it loads once the page has shown, so the question still opens at once. Nothing is rendered
 * until it first opens (a cart has a Remove per line); it then stays mounted, so it closes with its animation and
 * gives the focus back to what opened it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useEffect(() => {
    const timer = loaded ? undefined : setTimeout(() => void loadView().catch(() => {}), 0);
    return () => clearTimeout(timer);
  }, []);
  if (!opened) return null;
  const Loaded = loaded;
  return Loaded ? (
    <Loaded {...props} />
  ) : (
    <Boundary fallback={null}>
      <LazyView {...props} />
    </Boundary>
  );
}
