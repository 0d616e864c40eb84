// Cross-origin calls to /graphql from partners' web pages (CORS_ORIGINS: exact origins such as
// `https://shop.partner.example`). A listed origin's preflight is answered 204 with what its pages may send, and its
// answers carry Access-Control-Allow-Origin (with the headers a client reads: Retry-After, WWW-Authenticate,
// X-Request-Id); any other origin gets no CORS header at all, so browsers keep its pages from reading answers.
// Never with credentials: a partner's page signs its shopper in and sends `Authorization: Bearer <token>`, and the
// gateway's session cookie stays the storefront's own. Allowing credentials would let every listed site, and any
// script injected into one, act with the shopper's cookie and read the answers (cross-site request forgery with
// the partner's help); without it a browser sends a listed origin's credentialed request to nobody, since the
// preflight answer does not allow it.
import { PREFLIGHT_HEADERS } from './csrfPrevention.ts';
import { vary } from './responseCaching.ts';

/** What a partner's page may send beside CORS's safelisted headers: a token, JSON, a preflight header, Apollo's client name. */
const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  ...PREFLIGHT_HEADERS,
  'apollographql-client-name',
  'apollographql-client-version',
].join(', ');

/** Response headers a partner's client reads besides CORS's safelisted ones. */
const EXPOSED_HEADERS = 'Retry-After, WWW-Authenticate, X-Request-Id, Server-Timing';

/** How long a browser may reuse a preflight's answer (seconds; Chromium keeps it at most 2 hours). */
const PREFLIGHT_MAX_AGE = '600';

export const GRAPHQL_METHODS = 'GET, POST, OPTIONS';

/** `origins`: the partner origins from CORS_ORIGINS; none keeps /graphql same-origin only. */
export function createCors(origins: readonly string[]) {
  const listed = new Set(origins.map((origin) => origin.replace(/\/$/, '')));
  const allowed = (request: Request) => {
    const origin = request.headers.get('origin');
    return origin !== null && listed.has(origin) ? origin : null;
  };
  /** Answers vary by origin only when some origins are listed: a cache must not give one origin's answer to another. */
  const varyByOrigin = (headers: Headers) => {
    if (listed.size) vary(headers, 'Origin');
  };
  return {
    /** The answer to OPTIONS /graphql: what the endpoint allows, and for a listed origin's preflight, CORS's part. */
    preflight(request: Request): Response {
      const headers = new Headers({ allow: GRAPHQL_METHODS, 'content-length': '0' });
      varyByOrigin(headers);
      const origin = allowed(request);
      if (origin && request.headers.has('access-control-request-method')) {
        headers.set('access-control-allow-origin', origin);
        headers.set('access-control-allow-methods', 'GET, POST');
        headers.set('access-control-allow-headers', ALLOWED_HEADERS);
        headers.set('access-control-max-age', PREFLIGHT_MAX_AGE);
      }
      return new Response(null, { status: 204, headers });
    },
    /** Adds CORS's part to an answer of /graphql to a listed origin. */
    answer(request: Request, response: Response) {
      varyByOrigin(response.headers);
      const origin = allowed(request);
      if (!origin) return;
      response.headers.set('access-control-allow-origin', origin);
      response.headers.set('access-control-expose-headers', EXPOSED_HEADERS);
    },
  };
}
