// Partners' web origins (CORS_ORIGINS) call /graphql from their pages with a bearer token; no other origin may read
// an answer, and no origin may send the shopper's cookie across sites.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../gateway/src/config.ts';
import { USERS } from '../helpers/fixtures.ts';
import { fromClient, startGateway, type TestGateway } from '../helpers/gateway.ts';

const PARTNER = 'https://shop.partner.example';
const EVIL = 'https://evil.example';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({
    corsOrigins: [PARTNER, 'https://app.partner.example/'],
    rateLimits: {
      requestsPerMinute: 2,
      filesPerMinute: 0,
      signInsPerMinute: 0,
      costPerMinute: 0,
      concurrentPerClient: 0,
    },
  });
});
afterAll(() => gw.close());

const preflight = (gateway: TestGateway, origin: string, client = '203.0.113.60') =>
  gateway.gateway.fetch(
    'http://gateway.test/graphql',
    {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    },
    fromClient(client),
  );

const corsHeaders = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('a partner origin listed in CORS_ORIGINS', () => {
  it('gets its preflight answered 204 with what its pages may send, without credentials, and no REST call', async () => {
    const calls = gw.restCalls.length;
    for (const origin of [PARTNER, 'https://app.partner.example']) {
      const response = await preflight(gw, origin);
      expect(response.status).toBe(204);
      expect(Object.fromEntries(corsHeaders(response).map((name) => [name, response.headers.get(name)]))).toEqual({
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers':
          'authorization, content-type, x-graphql-csrf, graphql-preflight, apollo-require-preflight, x-apollo-operation-name, apollographql-client-name, apollographql-client-version',
        'access-control-max-age': '600',
      });
      expect(response.headers.get('vary')).toBe('Origin');
      expect(await response.text()).toBe('');
    }
    expect(gw.restCalls.length).toBe(calls);
  });

  it('reads answers, its shopper signed in with a bearer token, and the headers a client needs', async () => {
    const token = await gw.api.signIn(USERS.demo);
    const { status, headers, body } = await gw.graphql(
      '{ viewer { user { name } } }',
      {},
      { token, headers: { origin: PARTNER }, client: '203.0.113.61' },
    );
    expect([status, body.data.viewer.user.name]).toEqual([200, USERS.demo.name]);
    expect(headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(headers.get('access-control-expose-headers')).toBe(
      'Retry-After, WWW-Authenticate, X-Request-Id, Server-Timing',
    );
    expect(headers.get('access-control-allow-credentials')).toBeNull();
    expect(headers.get('vary')).toContain('Origin');
  });

  it('can read a 429 and its Retry-After', async () => {
    for (let i = 0; i < 2; i++) await gw.graphql('{ __typename }', {}, { client: '203.0.113.62' });
    const refused = await gw.graphql('{ __typename }', {}, { headers: { origin: PARTNER }, client: '203.0.113.62' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(refused.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });
});

describe('any other origin', () => {
  it('gets no CORS header on its preflight or its answers, so its pages read nothing', async () => {
    const response = await preflight(gw, EVIL);
    expect([response.status, corsHeaders(response)]).toEqual([204, []]);
    const answer = await gw.graphql('{ __typename }', {}, { headers: { origin: EVIL }, client: '203.0.113.63' });
    expect(corsHeaders(new Response(null, { headers: answer.headers }))).toEqual([]);
    // A page of the literal origin "null" (a sandboxed frame) is no partner either.
    expect(corsHeaders(await preflight(gw, 'null'))).toEqual([]);
  });

  it('gets none from a gateway without CORS_ORIGINS (same-origin only), which still answers OPTIONS', async () => {
    const plain = await startGateway();
    try {
      const response = await preflight(plain, PARTNER);
      expect([response.status, response.headers.get('allow'), corsHeaders(response)]).toEqual([
        204,
        'GET, POST, OPTIONS',
        [],
      ]);
      expect(response.headers.get('vary')).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

it('reads CORS_ORIGINS as a comma-separated list of origins', () => {
  expect(configFromEnv({ CORS_ORIGINS: ' https://a.example, https://b.example:8443 ,' }).corsOrigins).toEqual([
    'https://a.example',
    'https://b.example:8443',
  ]);
  expect(configFromEnv({}).corsOrigins).toEqual([]);
});
