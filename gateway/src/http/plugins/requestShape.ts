// What a request must look like before the gateway reads it: a body of a known, bounded length, GraphQL operations
// only in shapes a browser cannot send across sites without a preflight (JSON, or a preflight header when it carries
// cookies: csrfPrevention.ts), and a named operation.
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { requestError } from './requestErrors.ts';
import { csrfPreventionPlugin } from './csrfPrevention.ts';
import { graphQLRefusal, refusalBody } from '../refusals.ts';

export interface BodyLimits {
  /** Bytes of a JSON (or any non-multipart) body. */
  json: number;
  /** Bytes of a multipart body (an operation with files: review photos). */
  multipart: number;
}

export const DEFAULT_BODY_LIMITS: BodyLimits = { json: 1024 * 1024, multipart: 12 * 1024 * 1024 };

/**
 * A body longer than the limit for its type is refused (413) before a byte of it is read. (The HTTP server refuses
 * bodies of unknown length, `chunkedBodyRefused`, so every body that gets here says its length.)
 */
export function bodyRefusal(request: Request, limits: BodyLimits): Response | null {
  const length = request.headers.get('content-length');
  if (length === null) return null;
  const multipart = request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data') ?? false;
  const limit = multipart ? limits.multipart : limits.json;
  if (Number(length) <= limit) return null;
  return graphQLRefusal(request.headers.get('accept'), 413, {
    message: `The body is larger than ${limit} bytes`,
    extensions: { code: 'PAYLOAD_TOO_LARGE' },
  });
}

/** Whether a Node request sends a body without saying its length (chunked), which the server refuses with 411. */
export const chunkedBodyRefused = (headers: {
  'transfer-encoding'?: string | undefined;
  'content-length'?: string | undefined;
}) => headers['transfer-encoding'] !== undefined && headers['content-length'] === undefined;

/** What the HTTP server answers a body of unknown length (411), in GraphQL's error shape. */
export const LENGTH_REQUIRED = refusalBody({
  message: 'Send the body with its Content-Length',
  extensions: { code: 'LENGTH_REQUIRED' },
});

const JSON_TYPES = ['application/json', 'application/graphql-response+json'];

/** A file of the multipart request (the server's own File class, so not `instanceof` the global one). */
const isFile = (value: object) =>
  typeof (value as Blob).arrayBuffer === 'function' && typeof (value as File).name === 'string';
const hasFile = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (isFile(value) || Object.values(value).some(hasFile));

const badRequest = (message: string) => requestError(message, { code: 'BAD_REQUEST', http: { status: 400 } });

/** A GET's `variables` and `extensions` are JSON objects, or it is a bad request (400), never a server error. */
function checkGetParameters(request: Request) {
  const params = new URL(request.url).searchParams;
  for (const name of ['variables', 'extensions']) {
    const text = params.get(name);
    if (text === null) continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
      throw badRequest(`The "${name}" parameter must be a JSON object`);
    }
  }
}

const NO_OPERATION =
  'The request names no operation: send its document as a non-empty `query` string (or a `documentId`, or an `extensions.persistedQuery` hash)';

/**
 * A request names its operation by a non-empty `query`, a persisted `documentId` or an automatic persisted query's
 * hash (`extensions.persistedQuery`, without a `query`); anything else (`{}`, a misspelt `qeury`, `query: 0`, an
 * empty string, a GET without parameters) is not a GraphQL request: 400 whatever the Accept header. So is an
 * `operationName` that is not a string (one the document lacks is the document's refusal: requestErrors.ts).
 */
function checkOperationNamed(params: GraphQLParams & { documentId?: unknown }) {
  if (params.operationName != null && typeof params.operationName !== 'string')
    throw badRequest('The "operationName" parameter must be a string');
  if (typeof params.query === 'string' && params.query.trim() !== '') return;
  if (params.query == null && (typeof params.documentId === 'string' || params.extensions?.persistedQuery != null))
    return;
  throw badRequest(NO_OPERATION);
}

/**
 * GraphQL operations come as a GET (queries only), a JSON POST, or a multipart POST that really uploads a file (GET
 * and multipart with a preflight header when they carry cookies); url-encoded, text/plain and other bodies are
 * refused with 415; each operation names its document.
 */
export function requestShapePlugins(): Plugin[] {
  const shape: Plugin = {
    onRequestParse({ request }) {
      if (request.method === 'GET') return checkGetParameters(request);
      if (request.method !== 'POST') return;
      const type = request.headers.get('content-type')?.toLowerCase() ?? '';
      if (JSON_TYPES.some((json) => type.startsWith(json))) return;
      if (!type.startsWith('multipart/form-data')) {
        throw requestError('Send GraphQL operations as JSON (Content-Type: application/json)', {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          http: { status: 415 },
        });
      }
      return {
        onRequestParseDone({ requestParserResult }) {
          const operations = [requestParserResult].flat();
          if (!operations.some((operation) => hasFile(operation.variables))) {
            throw requestError('A multipart request must upload a file; send other operations as JSON', {
              code: 'UNSUPPORTED_MEDIA_TYPE',
              http: { status: 415 },
            });
          }
        },
      };
    },
    onParams: ({ params }) => checkOperationNamed(params),
  };
  return [shape, csrfPreventionPlugin()];
}
