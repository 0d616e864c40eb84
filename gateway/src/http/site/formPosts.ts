// Forms posted to the storefront's pages (web/src/forms/formAction.ts): a form sent before the app is live, or with
// JavaScript off, is answered by the page's route action, run by the server renderer with the same mutation the app
// would send (a sign-in sets its session cookie on the 303 that follows). Such a post can act for the shopper or sign
// a browser in, so it must come from this site's own pages: see docs/security.md, "Form posts".

/** The one body a page's form sends (no `enctype`): files are not posted to pages, JSON is GraphQL's. */
const FORM_BODY = 'application/x-www-form-urlencoded';

/**
 * Whether the browser says the post came from a page of this origin: `Sec-Fetch-Site: same-origin` (every current
 * browser sends it), else an `Origin` that is the gateway's own or `publicOrigin` (browsers send it with every POST).
 * Neither, or anything else (another site, a sibling subdomain, `null` from a sandboxed frame): refused.
 */
export function sameOriginPost(request: Request, publicOrigin: string): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  const origin = request.headers.get('origin');
  return origin !== null && (origin === new URL(request.url).origin || origin === publicOrigin);
}

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/** Renders a page for its request (a post's route action first); null when it could not (not built, or failed). */
type Render = (request: Request) => Promise<Response | null>;

/**
 * The handler of forms posted to the storefront's pages, rendered by `render`: null for any other request (another
 * method or body goes on to the GraphQL endpoint's or the gateway's 404, as before forms posted).
 */
export function createFormPosts(publicOrigin: string) {
  return async (request: Request, render: Render | null): Promise<Response | null> => {
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (request.method !== 'POST' || type !== FORM_BODY) return null;
    if (!sameOriginPost(request, publicOrigin)) return plain(403, 'This form was not sent from a page of this site.');
    const page = render && (await render(request));
    return page ?? plain(503, 'The form could not be handled just now. Go back and send it again.');
  };
}
