// A page's canonical URL (its path and query), which the gateway keys the pages it keeps by, and renders them for.
import { matchRoutes } from 'react-router-dom';
import { LISTING_PARAMS } from '../components/listing/useListingParams.ts';
import { routes } from '../routing/routes.tsx';

/** Where the sign-in flow returns to (session/redirect.ts): every sign-in and sign-up screen carries it along. */
const SIGN_IN = ['redirect'];
const LISTING = [...LISTING_PARAMS];

/**
 * The search parameters each page reads (its loader's and its components'), by its route's full path. Any other
 * parameter changes nothing on the page, so it is left out of the canonical URL; a page not listed reads none.
 */
export const PAGE_PARAMETERS: Record<string, readonly string[]> = {
  '/sign-with-otp': SIGN_IN,
  '/otp-snd/:number/:otpSession': SIGN_IN,
  '/sign-up-with-email-personal-detail/:phone': SIGN_IN,
  '/sign-up-with-email': SIGN_IN,
  '/login': [...SIGN_IN, 'notice'],
  '/forget-password': [...SIGN_IN, 'token'],
  '/search-result-page': [...LISTING, 'query'],
  '/categories-page/:categoryId/:categoryName': LISTING,
  '/limited-time-deals': LISTING,
  '/top-deals': LISTING,
  '/new-arrival': LISTING,
  '/recently-viewed': LISTING,
  '/topStore-Page': LISTING,
  '/topbrand-products-page/:brandId': LISTING,
  '/products': LISTING,
  '/discout-for-you/:discountId': LISTING,
  '/shopping-cart': ['listId'],
  '/product-checkout/:prodId': ['quantity'],
  '/my-account': ['pane', 'menu', 'status', 'placedWithin', 'search', 'period', 'address'],
  '/order-inner-cancellation/:orderId': ['lineId', 'productId'],
  '/order/:orderId': ['lineId', 'productId'],
};

/**
 * The canonical form of a page's URL: the route's own spelling of its path (routes match whatever the letter case,
 * and a trailing slash), its dynamic segments as given, and only the parameters the page reads, by name in a fixed
 * order (a parameter's own values keep theirs). Every unknown path is the not-found page's one path, `/*`.
 */
export function canonicalPath(url: URL): string {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const pattern = `/${matches.flatMap(({ route }) => route.path ?? []).join('/')}`.replace(/\/+/g, '/');
  const params = matches.at(-1)?.params ?? {};
  const path = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(params[segment.slice(1)] ?? '') : segment))
    .join('/');
  const query = new URLSearchParams();
  for (const name of [...(PAGE_PARAMETERS[pattern] ?? [])].sort())
    for (const value of url.searchParams.getAll(name)) query.append(name, value);
  return query.size ? `${path}?${query}` : path;
}
