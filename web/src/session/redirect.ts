// Where a shopper goes after signing in: back to the page that sent them to sign in (`?redirect=`), else home.

const REDIRECT = 'redirect';
/** Any origin: a target is resolved against it, and must stay on it. */
const SITE = 'https://site.invalid';

/**
 * The page to return to after signing in: `?redirect=` when it is a path on this site, else `/`. A target without a
 * fragment takes the sign-in page's `hash`: the server's redirect of a guest cannot see the fragment, which the
 * browser carries over to the sign-in page instead.
 */
export function returnPath(search: URLSearchParams, hash = ''): string {
  const target = search.get(REDIRECT);
  // Only paths of this site, as a browser reads them: it drops tabs and newlines, and takes "\\" for "/", so
  // "//host", "/\\host" and "/<tab>/host" would all leave the site (an open redirect, a 303 of the server's too).
  if (!target?.startsWith('/')) return '/';
  const url = new URL(target, SITE);
  if (url.origin !== SITE) return '/';
  const path = url.pathname + url.search + url.hash;
  return url.hash ? path : path + hash;
}

/** `path` carrying the pending `?redirect=`, so a sign-in that spans several screens still returns the shopper. */
export function keepRedirect(path: string, search: URLSearchParams): string {
  const target = search.get(REDIRECT);
  return target ? `${path}${path.includes('?') ? '&' : '?'}${REDIRECT}=${encodeURIComponent(target)}` : path;
}

/** The sign-in page, set to bring the shopper back to `location` afterwards. */
export function signInPath(location: { pathname: string; search: string; hash: string }): string {
  return `/login?${REDIRECT}=${encodeURIComponent(location.pathname + location.search + location.hash)}`;
}
