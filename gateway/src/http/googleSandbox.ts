import { isLoopback } from './clientAddress.ts';
import { UpstreamError, UpstreamStats, type UpstreamClient } from '../upstream/client.ts';
import { endpoints } from '../upstream/endpoints.ts';

/** The gateway serves the REST API's sandbox issuer at the same path. */
export const GOOGLE_SANDBOX_PATH = endpoints.sandboxGoogleCredential.path();

/**
 * The development sandbox (DEV_SANDBOX=true): the storefront's "Continue with Google" gets its credential from the
 * REST API's sandbox Google issuer (standing in for Google's own sign-in script, which needs the internet) through
 * this path, so the browser talks to one origin. It signs in as any e-mail typed, so it answers this machine's
 * clients only; without the setting no such path is served.
 */
export function createGoogleSandbox(client: UpstreamClient) {
  return async (request: Request, clientAddress: string | null): Promise<Response> => {
    if (!isLoopback(clientAddress)) {
      return Response.json({ message: 'The development sandbox is only reachable from this machine' }, { status: 403 });
    }
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
    const body: unknown = await request.json().catch(() => null);
    try {
      const answer = await client.call(GOOGLE_SANDBOX_PATH, { method: 'POST', body, forwardedFor: clientAddress }, request.signal, new UpstreamStats());
      return Response.json(answer.data, { headers: { 'cache-control': 'no-store' } });
    } catch (error) {
      if (error instanceof UpstreamError && error.status < 500) return Response.json({ message: error.message }, { status: error.status });
      throw error;
    }
  };
}
