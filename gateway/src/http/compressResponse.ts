import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { acceptedEncoding } from './compressed.ts';
import { vary } from './plugins/responseCaching.ts';

/** Brotli's quality for answers compressed as they are sent: fast enough per request. */
export const BROTLI_QUALITY = 4;

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

// GraphQL's JSON answers, the REST API's SVG images and the pages the server renders (whole, not streamed: the
// renderer answers once every part is ready); binary images are compressed already.
const COMPRESSIBLE = /^(application\/(graphql-response\+)?json|image\/svg\+xml|text\/html)\b/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * `response` compressed in the best encoding the client accepts (brotli at BROTLI_QUALITY),
 * or null when it is left as it is (already encoded, not text, too small, or the client accepts neither).
 */
export async function compressResponse(request: Request, response: Response): Promise<Response | null> {
  const encoding = acceptedEncoding(request);
  if (
    !encoding ||
    !response.body ||
    response.headers.has('content-encoding') ||
    !COMPRESSIBLE.test(response.headers.get('content-type') ?? '')
  )
    return null;
  const headers = new Headers(response.headers);
  vary(headers, 'Accept-Encoding');
  const raw = Buffer.from(await response.arrayBuffer());
  let body = raw;
  if (raw.length >= COMPRESS_MIN_BYTES) {
    body =
      encoding === 'br'
        ? await brotli(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : await gzipped(raw);
    headers.set('content-encoding', encoding);
  }
  headers.set('content-length', String(body.length));
  return new Response(new Uint8Array(body), { status: response.status, statusText: response.statusText, headers });
}
