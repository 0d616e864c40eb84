import { Readable } from 'node:stream';
import { isLocalHostname, isLoopback, jsonOrNoBody } from '@marketplace/runtime/clientAddress';
import { UpstreamError, UpstreamStats, type UpstreamClient } from '../../upstream/client.ts';

/** The REST API's sandbox Google issuer, served at the same path (unlisted in openapi.yaml, as every sandbox call). */
const GOOGLE_SANDBOX_PATH = '/dev/google/credential';
export const SANDBOX_CHECKOUT_PREFIX = '/sandbox/checkout/';

const noStore = { 'cache-control': 'no-store' };

/**
 * The development sandbox (DEV_SANDBOX=true), served from the storefront's own origin and to this machine's clients
 * only, addressed as localhost, 127.0.0.1 or [::1] (any port), with JSON bodies only; without the setting none of
 * its paths is served.
 * - `POST /dev/google/credential`: the storefront's "Continue with Google" gets its credential from the REST API's
 *   sandbox issuer (standing in for Google's sign-in script, which needs the internet). It signs in as any e-mail
 *   typed, hence loopback only.
 * - `/sandbox/checkout/{id}` (GET, and POST `/pay`): the payment provider's checkout window, which the REST API
 *   plays locally; same origin so that its result (a postMessage) can be checked against that origin.
 * Answers null for any other path.
 */
export function createSandbox(client: UpstreamClient) {
  /** A POST to the REST API's sandbox, its answer or its refusal passed on. */
  async function post(path: string, request: Request, clientAddress: string | null, body?: unknown) {
    try {
      const answer = await client.call(
        path,
        { method: 'POST', body, forwardedFor: clientAddress },
        request.signal,
        new UpstreamStats(),
      );
      return Response.json(answer.data, { headers: noStore });
    } catch (error) {
      if (error instanceof UpstreamError && error.status < 500)
        return Response.json({ message: error.message }, { status: error.status });
      throw error;
    }
  }

  async function checkoutWindow(request: Request, pathname: string, clientAddress: string | null) {
    if (request.method === 'GET') {
      const page = await client.stream(pathname, request.signal);
      const type = page.headers['content-type'];
      const csp = page.headers['content-security-policy'];
      return new Response(Readable.toWeb(page.body) as ReadableStream, {
        status: page.status,
        headers: {
          'content-type': typeof type === 'string' ? type : 'text/html; charset=utf-8',
          // The window's own policy (its one inline script by hash); without one it runs nothing.
          'content-security-policy': typeof csp === 'string' ? csp : "default-src 'none'; frame-ancestors 'none'",
          ...noStore,
        },
      });
    }
    if (request.method !== 'POST' || !pathname.endsWith('/pay'))
      return new Response(null, { status: 405, headers: { allow: 'GET' } });
    return post(pathname, request, clientAddress);
  }

  return async (request: Request, pathname: string, clientAddress: string | null): Promise<Response | null> => {
    const google = pathname === GOOGLE_SANDBOX_PATH;
    if (!google && !pathname.startsWith(SANDBOX_CHECKOUT_PREFIX)) return null;
    if (!isLoopback(clientAddress)) {
      return Response.json({ message: 'The development sandbox is only reachable from this machine' }, { status: 403 });
    }
    if (!isLocalHostname(new URL(request.url).hostname)) {
      return Response.json({ message: 'The development sandbox answers requests for localhost only' }, { status: 403 });
    }
    if (!jsonOrNoBody(request.headers))
      return Response.json({ message: 'Send the body as application/json' }, { status: 415 });
    if (!google) return checkoutWindow(request, pathname, clientAddress);
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
    return post(GOOGLE_SANDBOX_PATH, request, clientAddress, await request.json().catch(() => null));
  };
}
