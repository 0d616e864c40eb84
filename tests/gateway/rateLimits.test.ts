import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../helpers/api.ts';
import { fromClient, startGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({
    rateLimits: {
      requestsPerMinute: 20,
      filesPerMinute: 30,
      signInsPerMinute: 3,
      costPerMinute: 0,
      concurrentPerClient: 0,
    },
  });
});
afterAll(() => gw.close());

const SIGN_IN = /* GraphQL */ `
  mutation ($email: String!, $password: String!) {
    signInWithEmail(input: { email: $email, password: $password }) {
      userErrors {
        code
        message
      }
    }
  }
`;

describe('rate limits', () => {
  it('answer 429 with Retry-After to a client past its requests a minute, with no REST call, and not to others', async () => {
    for (let i = 0; i < 20; i++)
      expect((await gw.graphql('{ __typename }', {}, { client: '198.51.100.1' })).status).toBe(200);
    const calls = gw.restCalls.length;
    const refused = await gw.graphql('{ topCategories { categoryId } }', {}, { client: '198.51.100.1' });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    // GraphQL's shape, as every 429 of the gateway: a client's error handling reads it like any other refusal.
    expect(refused.body).toEqual({
      errors: [
        {
          message: `Too many requests: try again in ${wait} s`,
          extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: wait },
        },
      ],
    });
    expect(gw.restCalls.length).toBe(calls);
    expect((await gw.graphql('{ __typename }', {}, { client: '198.51.100.2' })).status).toBe(200);
  });

  it('cover every path the gateway serves: images and GraphiQL have a budget of their own, the health probes none', async () => {
    const get = (path: string, client: string, headers: Record<string, string> = {}) =>
      gw.gateway.fetch(`http://gateway.test${path}`, { headers }, fromClient(client));
    const image = '/images/products/PRD000001-1.svg';
    for (let i = 0; i < 15; i++) {
      expect((await get(image, '198.51.100.7')).status).toBe(200);
      expect((await get('/graphql', '198.51.100.7', { accept: 'text/html' })).status).toBe(200);
    }
    const calls = gw.restCalls.length;
    for (const [path, headers] of [
      [image, {}],
      ['/graphql', { accept: 'text/html' }],
      ['/no-such-file.js', {}],
    ] as const) {
      const refused = await get(path, '198.51.100.7', headers);
      expect(refused.status, path).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(gw.restCalls.length, 'no REST call').toBe(calls);
    // The files' budget is not the GraphQL one, nor another client's; probes are never refused.
    expect((await gw.graphql('{ __typename }', {}, { client: '198.51.100.7' })).status).toBe(200);
    expect((await get(image, '198.51.100.8')).status).toBe(200);
    expect((await get('/healthz', '198.51.100.7')).status).toBe(200);
  });

  it('count sign-in attempts per account and address (a userError), then per address and per session (429), before the REST API hears of them', async () => {
    const attempt = (client: string, email: string, token?: string) =>
      gw.graphql(SIGN_IN, { email, password: 'wrong-password' }, { client, token });
    const codes = async (client: string, email: string, token?: string) => {
      const { status, body } = await attempt(client, email, token);
      expect(status).toBe(200);
      return body.data.signInWithEmail.userErrors.map((error: { code: string }) => error.code);
    };
    for (let i = 0; i < 3; i++) expect(await codes('203.0.113.10', DEMO.email)).toEqual(['INVALID_CREDENTIALS']);
    let calls = gw.restCalls.length;
    expect(await codes('203.0.113.10', DEMO.email)).toEqual(['TOO_MANY_ATTEMPTS']);
    expect(gw.restCalls.length, 'no REST call').toBe(calls);

    // Nine attempts a minute from one address (three accounts' worth), whatever the e-mails.
    for (let i = 0; i < 5; i++)
      expect(await codes('203.0.113.10', `other${i}@example.com`)).toEqual(['INVALID_CREDENTIALS']);
    calls = gw.restCalls.length;
    const refused = await attempt('203.0.113.10', 'another@example.com');
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.extensions).toEqual({
      code: 'TOO_MANY_REQUESTS',
      retryAfter: Number(refused.headers.get('retry-after')),
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(gw.restCalls.length, 'no REST call').toBe(calls);

    // One session moving between addresses is still one session.
    const token = await gw.api.signIn(DEMO);
    for (const client of ['203.0.113.21', '203.0.113.22', '203.0.113.23'])
      for (let i = 0; i < 3; i++) expect((await attempt(client, `${client}-${i}@example.com`, token)).status).toBe(200);
    expect((await attempt('203.0.113.24', 'last@example.com', token)).status).toBe(429);
    // Other reads of that session and address are not sign-ins.
    expect((await gw.graphql('{ viewer { user { name } } }', {}, { client: '203.0.113.24', token })).status).toBe(200);
  });

  it('answers a code or reset mutation past its limit with its own payload and TOO_MANY_ATTEMPTS', async () => {
    const reset = /* GraphQL */ `
      mutation ($email: String!) {
        requestPasswordReset(input: { email: $email }) {
          message
          userErrors {
            field
            code
            message
          }
        }
      }
    `;
    // The REST API answers the first three (its own limit on e-mails sent may refuse some), the gateway the fourth.
    for (let i = 0; i < 3; i++) {
      const calls = gw.restCalls.length;
      await gw.graphql(reset, { email: DEMO.email }, { client: '203.0.113.30' });
      expect(gw.restCalls.length).toBe(calls + 1);
    }
    const calls = gw.restCalls.length;
    const refused = await gw.graphql(reset, { email: DEMO.email }, { client: '203.0.113.30' });
    expect(refused.body.data.requestPasswordReset).toEqual({
      message: null,
      userErrors: [{ field: null, code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please try again later.' }],
    });
    expect(gw.restCalls.length).toBe(calls);
  });
});
