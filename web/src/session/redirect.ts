// Where a shopper goes after signing in: back to the page that sent them to sign in (`?redirect=`), else home.

const REDIRECT = 'redirect';

/**
 * The page to return to after signing in: `?redirect=` when it is a path on this site, else `/`. A target without a
 * fragment takes the sign-in page's `hash`: the server's redirect of a guest cannot see the fragment, which the
 * browser carries over to the sign-in page instead.
 */
export function returnPath(search: URLSearchParams, hash = ''): string {
  const target = search.get(REDIRECT);
  // Only same-site paths: "//host" and "/\\host" would leave the site (an open redirect).
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target.includes('#') ? target : target + hash;
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
