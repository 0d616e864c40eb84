// Bearer clients are told when the gateway cannot use their credentials (RFC 6750), never answered as a guest: an
// `Authorization` header it cannot read is refused before anything runs, and a token the REST API refuses turns the
// whole answer into a 401. Browsers' cookies are not covered: a stale one is cleared and the shopper goes on as a guest.
import type { Plugin } from 'graphql-yoga';
import { GRAPHQL_PATH } from '../../config.ts';
import { graphQLRefusal } from '../refusals.ts';
import { PRIVATE } from './responseCaching.ts';
import { authorizationOf } from '../session.ts';

const REALM = 'realm="marketplace"';

/**
 * A GraphQL-shaped refusal (`errors` with a code, no `data`) with its challenge, in the media type the request asks
 * for: urql's authExchange sees the status (and `WWW-Authenticate`); Apollo Client 4 turns an `application/json` 401
 * into a ServerError with the status, an `application/graphql-response+json` one into GraphQL errors with the code.
 */
function refusal(
  request: Request,
  status: 400 | 401,
  challenge: string,
  message: string,
  code: 'UNAUTHENTICATED' | 'BAD_REQUEST',
): Response {
  return graphQLRefusal(
    request.headers.get('accept'),
    status,
    { message, extensions: { code } },
    { 'www-authenticate': challenge, 'cache-control': PRIVATE },
  );
}

/** The answer to a request whose bearer token the REST API refused (expired, revoked or unknown). */
export const invalidToken = (request: Request) =>
  refusal(
    request,
    401,
    `Bearer ${REALM}, error="invalid_token", error_description="The token is expired, revoked or unknown"`,
    'The bearer token is expired, revoked or unknown: sign in again (refreshSession renews a token before it expires)',
    'UNAUTHENTICATED',
  );

/** The refusal of an `Authorization` header the gateway cannot use, or null (none, or `Bearer <token>`). */
export function authorizationRefusal(request: Request): Response | null {
  switch (authorizationOf(request).kind) {
    // RFC 6750 §3.1: another scheme is a request without credentials for this server (a challenge, no error code).
    case 'otherScheme':
      return refusal(
        request,
        401,
        `Bearer ${REALM}`,
        'Only bearer tokens are accepted: send `Authorization: Bearer <token>`',
        'UNAUTHENTICATED',
      );
    case 'malformed':
      return refusal(
        request,
        400,
        `Bearer ${REALM}, error="invalid_request", error_description="Send Authorization: Bearer <token>"`,
        'The Authorization header must be `Bearer <token>`, with one token',
        'BAD_REQUEST',
      );
    default:
      return null;
  }
}

/** Refuses a GraphQL request whose `Authorization` header is unusable, before it is parsed (no REST call). */
export function authorizationPlugin(): Plugin {
  return {
    onRequest({ request, endResponse }) {
      if (new URL(request.url).pathname !== GRAPHQL_PATH) return;
      const refused = authorizationRefusal(request);
      if (refused) endResponse(refused);
    },
  };
}
