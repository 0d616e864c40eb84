// The gateway's refusals made outside Yoga (a rate limit, an unusable Authorization header, a refused bearer token, a
// body too large), in the one envelope of every GraphQL error: `{"errors": [{"message", "extensions": {"code"}}]}`,
// in the media type the request asks for, as Yoga answers its own.

const GRAPHQL_RESPONSE = 'application/graphql-response+json';
const JSON_TYPE = 'application/json';

/**
 * The media type of a GraphQL answer to a request whose `Accept` header is `accept`, as Yoga picks it: the first of
 * `application/graphql-response+json` and `application/json` the header names (Yoga reads no q-values), a wildcard
 * standing for `application/json`; `application/json` when it names neither.
 */
export function graphQLMediaType(accept: string | null | undefined): string {
  for (const range of (accept ?? '').toLowerCase().split(',')) {
    const type = range.split(';')[0]!.trim();
    if (type === GRAPHQL_RESPONSE) return GRAPHQL_RESPONSE;
    if (type === JSON_TYPE || type === 'application/*' || type === '*/*') return JSON_TYPE;
  }
  return JSON_TYPE;
}

/** What one refusal says: its message and its extensions (`code` first). */
export interface RefusalError {
  message: string;
  extensions: { code: string } & Record<string, unknown>;
}

/** The body of a refusal, as a client reads it. */
export const refusalBody = (error: RefusalError) => JSON.stringify({ errors: [error] });

/** A refusal with its status and headers, in the media type `accept` asks for. */
export function graphQLRefusal(
  accept: string | null | undefined,
  status: number,
  error: RefusalError,
  headers: Record<string, string> = {},
): Response {
  return new Response(refusalBody(error), {
    status,
    headers: { ...headers, 'content-type': `${graphQLMediaType(accept)}; charset=utf-8` },
  });
}
