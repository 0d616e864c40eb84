import { Readable } from 'node:stream';
import type { UpstreamClient } from '../../upstream/client.ts';

/** Image and upload paths the REST API serves; the gateway passes them through so pages load them same-origin. */
const UPSTREAM_FILE_PREFIXES = ['/images/', '/uploads/'];

const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'content-security-policy',
];

export function createUpstreamFiles(client: UpstreamClient) {
  return async (request: Request): Promise<Response | null> => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || !UPSTREAM_FILE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)))
      return null;
    const upstream = await client.stream(url.pathname, request.signal, request.headers.get('if-none-match'));
    const headers = new Headers();
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    // Whatever a file holds (an uploaded "image" may be a polyglot), it runs nothing and is never sniffed.
    headers.set(
      'Content-Security-Policy',
      `${headers.get('content-security-policy') ?? "default-src 'none'"}; sandbox`,
    );
    if (upstream.status === 304) {
      upstream.body.resume();
      return new Response(null, { status: 304, headers });
    }
    return new Response(Readable.toWeb(upstream.body) as ReadableStream, { status: upstream.status, headers });
  };
}
