// What HTTP caches (browsers, CDNs, proxies) may keep of a GraphQL answer. A public answer (a GET that brought no
// session, resolved nothing personal and has no errors) is the same for everyone: `public, max-age` for the catalog
// cache's lifetime (the gateway would answer it from that cache anyway) and a strong ETag. Anything else is the
// requester's alone, `private, no-store`: POSTs (writes, and reads a cache could not key by URL), personal answers,
// errors (a fault or a limit must not be served to others for the lifetime) and refusals.
import { etagOf, notModified } from './compressed.ts';

export const PRIVATE = 'private, no-store';

/** Everything that can change a GraphQL answer besides its URL. */
const VARY = ['Cookie', 'Authorization', 'Accept', 'Accept-Encoding'];

const JSON_TYPE = /^application\/(graphql-response\+)?json\b/;

/** Adds `names` to the response's Vary, once each. */
export function vary(headers: Headers, ...names: string[]) {
  const present = (headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const missing = names.filter((name) => !present.some((p) => p.toLowerCase() === name.toLowerCase()));
  if (missing.length) headers.set('vary', [...present, ...missing].join(', '));
}

/**
 * `response` with its caching headers: public for `maxAge` seconds with an ETag when `personal` is false and it is a
 * GET answered 200 without errors, else private. A public answer whose ETag the request holds (If-None-Match)
 * answers 304 without a body (the answer was computed all the same: only the bytes on the wire are saved).
 */
export async function withCaching(
  request: Request,
  response: Response,
  { personal, maxAge }: { personal: boolean; maxAge: number },
): Promise<Response> {
  vary(response.headers, ...VARY);
  const candidate =
    !personal &&
    request.method === 'GET' &&
    response.status === 200 &&
    JSON_TYPE.test(response.headers.get('content-type') ?? '');
  if (!candidate) return privately(response);
  const body = Buffer.from(await response.arrayBuffer());
  const answer = new Response(new Uint8Array(body), response);
  if ('errors' in (JSON.parse(body.toString('utf8')) as object)) return privately(answer);
  const etag = etagOf(body);
  answer.headers.set('Cache-Control', `public, max-age=${maxAge}`);
  answer.headers.set('ETag', etag);
  if (!notModified(request, etag)) return answer;
  const headers = new Headers(answer.headers);
  for (const name of ['content-type', 'content-length']) headers.delete(name);
  return new Response(null, { status: 304, headers });
}

function privately(response: Response): Response {
  response.headers.set('Cache-Control', PRIVATE);
  return response;
}
