// Cross-site request forgery: a page on another site can make the shopper's browser send a GET (a link, a form) or a
// multipart POST (a form) to /graphql without asking the gateway first (no CORS preflight). Such a request must
// prove it was not forged, by a header that a browser only sends cross-site after a preflight the gateway refuses.
import type { Plugin } from 'graphql-yoga';
import { requestError } from './requestErrors.ts';

/**
 * The headers that prove a request was preflighted (any value): ours, and the ones other servers and clients use
 * (GraphQL-over-HTTP's `GraphQL-Preflight`, Apollo's `Apollo-Require-Preflight` and `X-Apollo-Operation-Name`).
 */
export const PREFLIGHT_HEADERS = [
  'x-graphql-csrf',
  'graphql-preflight',
  'apollo-require-preflight',
  'x-apollo-operation-name',
] as const;

/** The bodies a browser sends cross-site without a preflight (a form's); JSON and other types are preflighted. */
const SIMPLE_BODY_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

const preflighted = (request: Request) => {
  const type = request.headers.get('content-type')?.toLowerCase();
  return type !== undefined && !SIMPLE_BODY_TYPES.some((simple) => type.startsWith(simple));
};

/**
 * What a forged request could abuse is the shopper's ambient credential: the gateway's cookies (the session, the
 * sign-up verifications), which the browser attaches by itself (SameSite=Lax: to a link or a GET form from another
 * site, and to any request from a page of the same site, a sibling subdomain included). A request without any cookie
 * has no authority a forger's own server lacks; one with `Authorization` is either not from a browser or was
 * preflighted (a page can only add that header cross-site after a CORS preflight, and CORS admits listed origins
 * only). So only a simple request that carries cookies needs a preflight header: urql and Apollo Client with their
 * defaults (a GET without custom headers) work from a server, a script or with a bearer token, and a link or a form
 * cannot act as a shopper.
 */
export const csrfPreventionPlugin = (): Plugin => ({
  onRequestParse({ request }) {
    const { headers } = request;
    if (preflighted(request) || !headers.has('cookie') || headers.has('authorization')) return;
    if (PREFLIGHT_HEADERS.some((name) => headers.has(name))) return;
    throw requestError(
      `Send one of the headers ${PREFLIGHT_HEADERS.join(', ')} (any value) with a GET or multipart request`,
      {
        code: 'CSRF_PREFLIGHT_REQUIRED',
        http: { status: 403 },
      },
    );
  },
});
