import { createContext } from 'react';

/**
 * On the server, where a page that must not render sends the shopper instead (RequireSignIn: a guest on a personal
 * page); the server answers that with a redirect rather than the page. Absent (null) in the browser.
 */
export const ServerRedirect = createContext<((to: string) => void) | null>(null);
