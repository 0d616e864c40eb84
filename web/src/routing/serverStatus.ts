import { createContext, useContext } from 'react';

/**
 * On the server, how a page that found nothing to show (an unknown path, product or order) says so: the server
 * answers it with that status (404) instead of 200. Absent (null) in the browser.
 */
export const ServerStatus = createContext<((status: number) => void) | null>(null);

/** Marks the page being rendered on the server as answering `status`. */
export function useServerStatus(status: number) {
  useContext(ServerStatus)?.(status);
}
