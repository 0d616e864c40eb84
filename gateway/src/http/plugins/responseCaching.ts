// What HTTP caches (browsers, CDNs, proxies) may keep of a GraphQL answer. A public answer (a GET that brought no
// session, resolved nothing personal and has no errors) is the same for everyone: `public, max-age` for the catalog
// cache's lifetime (the gateway would answer it from that cache anyway) and a strong ETag. Anything else is the
// requester's alone, `private, no-store`: POSTs (writes, and reads a cache could not key by URL), personal answers,
// errors (a fault or a limit must not be served to others for the lifetime) and refusals.
// The server renderer's own queries are judged the same way, POSTs as they are: their answers go to the renderer
// only, which makes a page public only when every answer it read was (web/src/server/renderPage.tsx).
import type { RequestScope } from '../../context.ts';
import { etagOf, notModified } from '../compressed.ts';

export const PRIVATE = 'private, no-store';

/** Everything that can change a GraphQL answer besides its URL. */
const VARY = ['Cookie', 'Authorization', 'Accept', 'Accept-Encoding'];

const JSON_TYPE = /^application\/(graphql-response\+)?json\b/;

/** The server renderer's GraphQL requests, made in process (never a client's: nothing a client sends can add one). */
const pageQueries = new WeakSet<Request>();

/** `request`, made by the server renderer for a page: its answer is judged public or not even as a POST. */
export function pageQuery(request: Request): Request {
  pageQueries.add(request);
  return request;
}

/** A request with no cookie and no credentials: a guest's, whose answers may be the same for every guest. */
export const guest = (request: Request) => !request.headers.has('cookie') && !request.headers.has('authorization');

/**
 * Whether an answer is its requester's alone: it brought or read a session, set a cookie or read a secret input. A
 * guest's page query reads the absent session only to answer as to every guest (a page the gateway keeps only for
 * guests); a guest's own GET that did is private all the same, for the caches that ignore Vary: Cookie.
 */
export function personalAnswer(request: Request, scope: RequestScope | undefined, setsCookies: boolean): boolean {
  if (!scope || setsCookies || scope.responseCache.noStore) return true;
  return scope.session.personal && !(pageQueries.has(request) && guest(request));
}

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
 * GET (or a page query) answered 200 without errors, else private. A public answer whose ETag the request holds (If-None-Match)
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
    (request.method === 'GET' || pageQueries.has(request)) &&
    response.status === 200 &&
    JSON_TYPE.test(response.headers.get('content-type') ?? '');
  if (!candidate) return privately(response);
  const body = Buffer.from(await response.arrayBuffer());
  const answer = new Response(new Uint8Array(body), response);
  // A page query may be a batch: an array of answers.
  const parts = [JSON.parse(body.toString('utf8')) as object].flat();
  if (parts.some((part) => 'errors' in part)) return privately(answer);
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
