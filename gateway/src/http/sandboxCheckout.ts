import { Readable } from 'node:stream';
import { isLoopback } from './clientAddress.ts';
import { UpstreamError, UpstreamStats, type UpstreamClient } from '../upstream/client.ts';

export const SANDBOX_CHECKOUT_PREFIX = '/sandbox/checkout/';

/**
 * The development sandbox (DEV_SANDBOX=true): the payment provider's checkout window, which the REST API plays
 * locally, served from the storefront's own origin so that its result (a postMessage) can be checked against that
 * origin. Loopback clients only, like every sandbox path.
 */
export function createSandboxCheckout(client: UpstreamClient) {
  return async (request: Request, clientAddress: string | null): Promise<Response> => {
    if (!isLoopback(clientAddress)) {
      return Response.json({ message: 'The development sandbox is only reachable from this machine' }, { status: 403 });
    }
    const { pathname } = new URL(request.url);
    if (request.method === 'GET') {
      const page = await client.stream(pathname, request.signal);
      const type = page.headers['content-type'];
      return new Response(Readable.toWeb(page.body) as ReadableStream, {
        status: page.status,
        headers: { 'content-type': typeof type === 'string' ? type : 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      });
    }
    if (request.method !== 'POST' || !pathname.endsWith('/pay')) return new Response(null, { status: 405, headers: { allow: 'GET' } });
    try {
      const answer = await client.call(pathname, { method: 'POST', forwardedFor: clientAddress }, request.signal, new UpstreamStats());
      return Response.json(answer.data, { headers: { 'cache-control': 'no-store' } });
    } catch (error) {
      if (error instanceof UpstreamError && error.status < 500) return Response.json({ message: error.message }, { status: error.status });
      throw error;
    }
  };
}
