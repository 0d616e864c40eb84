import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * Whether this render is the app's own: false on the server and while React hydrates the server's HTML, true after.
 * A state the app keeps up as the shopper chooses (a button enabled once a choice is made) starts as the server left
 * it, so the form still works before and without the app (the server checks what is posted).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
