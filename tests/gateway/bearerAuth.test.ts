import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS, PRODUCTS } from '../helpers/fixtures.ts';
import { startGateway, type TestGateway, answered } from '../helpers/gateway.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

const VIEWER = /* GraphQL */ `
  {
    viewer {
      user {
        name
      }
    }
  }
`;
// A literal product key: valid whether the input field is typed String or ID.
const ADD_TO_CART = /* GraphQL */ `mutation {
  addToCart(input: { productId: "${PRODUCTS.neverBought}", quantity: 1 }) { cart { lineCount } userErrors { code message } }
}`;
const INVALID_TOKEN =
  'Bearer realm="marketplace", error="invalid_token", error_description="The token is expired, revoked or unknown"';
const TOLD = {
  errors: [
    {
      message:
        'The bearer token is expired, revoked or unknown: sign in again (refreshSession renews a token before it expires)',
      extensions: { code: 'UNAUTHENTICATED' },
    },
  ],
};

/** Tokens the REST API refuses: unknown, revoked by sign-out, and expired (the clock moved past its hour). */
async function refusedTokens() {
  const revoked = await gw.api.signIn(USERS.second);
  await gw.api.post('/sign-out', {}, { token: revoked });
  const expired = await gw.api.signIn(USERS.second);
  gw.api.clock.advance(60 * 60 * 1000 + 1);
  return { unknown: 'not-a-real-token', revoked, expired };
}

describe('a bearer token the REST API refuses', () => {
  it('answers 401 with an RFC 6750 challenge and UNAUTHENTICATED, never a guest viewer', async () => {
    for (const [kind, token] of Object.entries(await refusedTokens())) {
      const { status, headers, body } = await gw.graphql(VIEWER, {}, { token });
      expect([kind, status, headers.get('www-authenticate')]).toEqual([kind, 401, INVALID_TOKEN]);
      expect(body).toEqual(TOLD);
      expect(headers.get('set-cookie')).toBeNull();
      expect(headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('answers 401 for a write too, which changed nothing', async () => {
    const { revoked } = await refusedTokens();
    const lines = await gw.api.count('cart_items');
    const { status, body } = await gw.graphql(ADD_TO_CART, {}, { token: revoked });
    expect(status).toBe(401);
    expect(body).toEqual(TOLD);
    expect(await gw.api.count('cart_items')).toBe(lines);
  });

  it('is not checked for public fields only (that would cost a REST call per request): the answer is private', async () => {
    const query = `{ product(productId: "${PRODUCTS.inStock}") { name } }`;
    // This request's own REST calls (Server-Timing), not the log's: calls of earlier requests may still be landing.
    const callsOf = (headers: Headers) => Number(/desc="(\d+) calls"/.exec(headers.get('server-timing') ?? '')?.[1]);
    const asGuest = await gw.graphql(query);
    const { status, headers, body } = await gw.graphql(query, {}, { token: 'not-a-real-token' });
    expect(status).toBe(200);
    expect(body.data.product.name).toEqual(expect.any(String));
    expect(headers.get('cache-control')).toBe('private, no-store');
    // No more calls than the guest's (a token check would add one; the catalog cache can only save some).
    expect(callsOf(headers)).toBeLessThanOrEqual(callsOf(asGuest.headers));
  });

  it('leaves a stale browser cookie as it was: cleared, and the shopper goes on as a guest', async () => {
    const { status, headers, body } = await gw.graphql(VIEWER, {}, { headers: { cookie: 'session=not-a-real-token' } });
    expect(status).toBe(200);
    expect(body).toEqual(answered({ viewer: { user: null } }));
    expect(headers.get('set-cookie')).toBe('session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });
});

describe('an Authorization header the gateway cannot use', () => {
  it('is refused before anything runs: another scheme 401, a Bearer without one token 400', async () => {
    const cases: [string, number, string, string, string][] = [
      [
        'Basic dXNlcjpwYXNz',
        401,
        'Bearer realm="marketplace"',
        'Only bearer tokens are accepted: send `Authorization: Bearer <token>`',
        'UNAUTHENTICATED',
      ],
      ...['Bearer', 'Bearer ', 'Bearer two tokens'].map((header): [string, number, string, string, string] => [
        header,
        400,
        'Bearer realm="marketplace", error="invalid_request", error_description="Send Authorization: Bearer <token>"',
        'The Authorization header must be `Bearer <token>`, with one token',
        'BAD_REQUEST',
      ]),
    ];
    for (const [authorization, status, challenge, message, code] of cases) {
      const before = gw.restCalls.length;
      const answer = await gw.graphql(
        `{ product(productId: "${PRODUCTS.inStock}") { name } }`,
        {},
        { headers: { authorization } },
      );
      expect([authorization, answer.status, answer.headers.get('www-authenticate')]).toEqual([
        authorization,
        status,
        challenge,
      ]);
      expect(answer.body).toEqual({ errors: [{ message, extensions: { code } }] });
      expect(gw.restCalls.length).toBe(before);
    }
  });
});
