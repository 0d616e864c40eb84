import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../gateway/src/config.ts';
import { createGateway } from '../../gateway/src/yoga.ts';

type Gateway = ReturnType<typeof createGateway>;
import { USERS } from '../helpers/fixtures.ts';
import { fromClient, gatewayConfig, startGateway, type TestGateway, answered, COST } from '../helpers/gateway.ts';

let gw: TestGateway;

beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

const VIEWER = /* GraphQL */ `
  {
    viewer {
      id
      user {
        name
      }
      cart {
        lineCount
      }
    }
  }
`;
const SIGN_OUT = /* GraphQL */ `
  mutation {
    signOut {
      viewer {
        user {
          name
        }
      }
      userErrors {
        message
      }
    }
  }
`;
const SIGN_IN = /* GraphQL */ `
  mutation ($email: String!, $password: String!) {
    signInWithEmail(input: { email: $email, password: $password }) {
      viewer {
        user {
          name
        }
      }
      userErrors {
        message
      }
    }
  }
`;

const cookie = (token: string) => ({ headers: { cookie: `theme=dark; session=${token}` } });

describe('the session', () => {
  it('is read from the session cookie, and a bearer token wins over it', async () => {
    const demo = await gw.api.signIn(USERS.demo);
    const second = await gw.api.signIn(USERS.second);
    const byCookie = await gw.graphql(VIEWER, {}, cookie(demo));
    expect(byCookie.body.data.viewer.user).toEqual({ name: USERS.demo.name });
    expect(byCookie.headers.get('set-cookie')).toBeNull();
    const both = await gw.graphql(VIEWER, {}, { token: second, ...cookie(demo) });
    expect(both.body.data.viewer.user).toEqual({ name: USERS.second.name });
  });

  it("gives the guest's viewer and a shopper's different IDs (viewerIdentity.test.ts has the rest)", async () => {
    const demo = await gw.api.signIn(USERS.demo);
    const [guest, signedIn] = await Promise.all([gw.graphql(VIEWER), gw.graphql(VIEWER, {}, { token: demo })]);
    expect(guest.body.data.viewer.id).not.toBe(signedIn.body.data.viewer.id);
  });

  it('ends cleanly when the REST API refuses the token: a guest viewer and the cookie cleared', async () => {
    for (const token of ['not-a-real-token', await gw.api.signIn(USERS.second)]) {
      if (token !== 'not-a-real-token') gw.api.clock.advance(60 * 60 * 1000 + 1);
      const { body, headers } = await gw.graphql(VIEWER, {}, cookie(token));
      expect(body).toEqual(answered({ viewer: { id: expect.any(String), user: null, cart: null } }));
      expect(headers.get('set-cookie')).toBe('session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    }
  });

  it('tells a bearer client its token was refused (401, nothing to clear): see bearerAuth.test.ts', async () => {
    const { status, body, headers } = await gw.graphql(VIEWER, {}, { token: 'not-a-real-token' });
    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(headers.get('set-cookie')).toBeNull();
  });

  it('is cleared by signOut, after which the viewer is a guest', async () => {
    const demo = await gw.api.signIn(USERS.demo);
    const { body, headers } = await gw.graphql(SIGN_OUT, {}, cookie(demo));
    expect(body.data.signOut).toEqual({ viewer: { user: null }, userErrors: [] });
    expect(headers.get('set-cookie')).toBe('session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect(headers.get('cache-control')).toBe('private, no-store');
  });

  it('replaces a previous session on sign-in, within the same request', async () => {
    const second = await gw.api.signIn(USERS.second);
    const { body, headers } = await gw.graphql(
      SIGN_IN,
      { email: USERS.demo.email, password: USERS.demo.password },
      cookie(second),
    );
    expect(body.data.signInWithEmail.viewer.user).toEqual({ name: USERS.demo.name });
    const token = /^session=([^;]+);/.exec(headers.get('set-cookie') ?? '')?.[1];
    expect(token).toBeDefined();
    expect(token).not.toBe(second);
    expect((await gw.graphql(VIEWER, {}, cookie(token!))).body.data.viewer.user).toEqual({ name: USERS.demo.name });
  });

  it('names the cookie __Host-session and marks it Secure behind HTTPS, or when configured to', async () => {
    const signIn = (gateway: Gateway, url: string, headers: Record<string, string> = {}) =>
      gateway.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: SIGN_IN, variables: { email: USERS.demo.email, password: USERS.demo.password } }),
      });
    const https = await signIn(gw.gateway, 'https://shop.example/graphql');
    expect(https.headers.get('set-cookie')).toMatch(
      /^__Host-session=[^;]+; Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
    );
    const token = /^__Host-session=([^;]+);/.exec(https.headers.get('set-cookie')!)![1]!;
    const signedIn = await gw.gateway.fetch('https://shop.example/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `__Host-session=${token}` },
      body: JSON.stringify({ query: VIEWER }),
    });
    expect((await signedIn.json()).data.viewer.user).toEqual({ name: USERS.demo.name });
    const proxied = await signIn(gw.gateway, 'http://10.0.0.5/graphql', { 'x-forwarded-proto': 'https' });
    expect(proxied.headers.get('set-cookie')).toMatch(/; Secure$/);

    const configured = createGateway(gatewayConfig({ upstreamUrl: gw.api.url, secureCookies: true }));
    try {
      expect((await signIn(configured, 'http://gateway.test/graphql')).headers.get('set-cookie')).toMatch(/; Secure$/);
    } finally {
      await configured.dispose();
    }
  });

  it('lets no other origin read answers from a browser unless configured (CORS)', async () => {
    const preflight = (gateway: Gateway, origin: string) =>
      gateway.fetch('http://gateway.test/graphql', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    expect((await preflight(gw.gateway, 'https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();

    const partner = createGateway(gatewayConfig({ upstreamUrl: gw.api.url, corsOrigins: ['https://partner.example'] }));
    try {
      const allowed = await preflight(partner, 'https://partner.example');
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
      // Partners' pages send bearer tokens, never the shopper's cookie (cors.test.ts has the rest).
      expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
      expect((await preflight(partner, 'https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await partner.dispose();
    }
  });

  it('masks a REST API that cannot be reached instead of reporting a wrong password', async () => {
    const down = createGateway(gatewayConfig({ upstreamUrl: 'http://127.0.0.1:9', upstreamTimeoutMs: 2_000 }));
    try {
      const response = await down.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: SIGN_IN, variables: { email: USERS.demo.email, password: USERS.demo.password } }),
      });
      const body = await response.json();
      expect(body).toEqual({
        data: null,
        errors: [
          {
            message: 'Unexpected error.',
            locations: expect.any(Array),
            path: ['signInWithEmail'],
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          },
        ],
        extensions: COST,
      });
      expect(response.headers.get('set-cookie')).toBeNull();
    } finally {
      await down.dispose();
    }
  });
});

describe('the Google sandbox path', () => {
  const issue = (gateway: Gateway, body: unknown, client = '127.0.0.1', headers: Record<string, string> = {}) =>
    gateway.fetch(
      'http://localhost:4000/dev/google/credential',
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) },
      fromClient(client),
    );

  it("passes the storefront's credential requests to the REST API's sandbox issuer", async () => {
    const response = await issue(gw.gateway, { email: 'ravi.k@example.com', name: 'Ravi Kumar' });
    expect(response.status).toBe(200);
    const { credential } = await response.json();
    const { body } = await gw.graphql(
      /* GraphQL */ `
        mutation ($c: String!) {
          signInWithGoogle(input: { credential: $c }) {
            viewer {
              user {
                name
              }
            }
          }
        }
      `,
      { c: credential },
    );
    expect(body.data.signInWithGoogle.viewer.user).toEqual({ name: 'Ravi Kumar' });

    const invalid = await issue(gw.gateway, { email: 'nope', name: 'Ravi Kumar' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ message: 'Please enter a valid email address' });
  });

  it('is not served when the sandbox is off (DEV_SANDBOX unset, or NODE_ENV=production)', async () => {
    expect(configFromEnv({}).sandbox).toBe(false);
    expect(configFromEnv({ DEV_SANDBOX: 'true', NODE_ENV: 'production' }).sandbox).toBe(false);
    expect(configFromEnv({ DEV_SANDBOX: 'true' }).sandbox).toBe(true);
    const off = createGateway(gatewayConfig({ upstreamUrl: gw.api.url, sandbox: false }));
    const calls = gw.restCalls.length;
    try {
      expect((await issue(off, { email: 'ravi.k@example.com', name: 'Ravi Kumar' })).status).toBe(404);
    } finally {
      await off.dispose();
    }
    expect(gw.restCalls.length).toBe(calls);
  });

  it('answers only requests for localhost, 127.0.0.1 or [::1] with JSON bodies: a rebound name gets 403, a text body 415, no REST call', async () => {
    const calls = gw.restCalls.length;
    const post = (url: string, type = 'application/json') =>
      gw.gateway.fetch(
        url,
        {
          method: 'POST',
          headers: { 'content-type': type },
          body: JSON.stringify({ email: USERS.demo.email, name: 'Attacker' }),
        },
        fromClient('127.0.0.1'),
      );
    for (const url of [
      'http://rebind.attacker.example:4000/dev/google/credential',
      'http://gateway.test/dev/google/credential',
      'http://127.0.0.2:4000/sandbox/checkout/order_x',
    ]) {
      const response = await post(url);
      expect(response.status, url).toBe(403);
      expect(await response.json()).toEqual({ message: 'The development sandbox answers requests for localhost only' });
    }
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await post('http://localhost:4000/dev/google/credential', type);
      expect(response.status, type).toBe(415);
      expect(await response.json()).toEqual({ message: 'Send the body as application/json' });
    }
    expect(gw.restCalls.length).toBe(calls);
    for (const host of ['127.0.0.1:4000', '[::1]:4000', 'localhost'])
      expect((await post(`http://${host}/dev/google/credential`)).status, host).toBe(200);
  });

  it('refuses clients that are not on this machine with 403 and no REST call, whatever they claim', async () => {
    const calls = gw.restCalls.length;
    for (const [client, headers] of [
      ['203.0.113.9', {}],
      ['192.168.1.20', { 'x-forwarded-for': '127.0.0.1' }],
      [null, {}],
    ] as const) {
      const response =
        client === null
          ? await gw.gateway.fetch('http://localhost:4000/dev/google/credential', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email: USERS.demo.email, name: 'Attacker' }),
            })
          : await issue(gw.gateway, { email: USERS.demo.email, name: 'Attacker' }, client, headers);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'The development sandbox is only reachable from this machine' });
    }
    expect(gw.restCalls.length).toBe(calls);
  });
});

describe('refreshSession', () => {
  const REFRESH = /* GraphQL */ `
    mutation {
      refreshSession {
        session {
          token
          expiresAt
        }
        viewer {
          user {
            name
          }
        }
        userErrors {
          code
          message
          field
        }
      }
    }
  `;
  const refused = (message: string) => ({
    session: null,
    viewer: { user: null },
    userErrors: [{ code: 'UNAUTHENTICATED', message, field: null }],
  });

  it('swaps a bearer token for a new one with a full hour, without the password; the old one is refused from then on', async () => {
    const old = await gw.api.signIn(USERS.demo);
    gw.api.clock.advance(50 * 60 * 1000);
    const { status, body } = await gw.graphql(REFRESH, {}, { token: old });
    expect(status).toBe(200);
    const { session, viewer, userErrors } = body.data.refreshSession;
    expect({ viewer, userErrors }).toEqual({ viewer: { user: { name: USERS.demo.name } }, userErrors: [] });
    expect(session.token).not.toBe(old);
    expect(Date.parse(session.expiresAt)).toBe(gw.api.clock.now() + 60 * 60 * 1000);
    expect((await gw.graphql(VIEWER, {}, { token: session.token })).body.data.viewer.user).toEqual({
      name: USERS.demo.name,
    });
    expect((await gw.graphql(VIEWER, {}, { token: old })).status).toBe(401);
  });

  it("replaces a browser's session cookie with the new token", async () => {
    const old = await gw.api.signIn(USERS.demo);
    const { body, headers } = await gw.graphql(REFRESH, {}, cookie(old));
    const { token } = body.data.refreshSession.session;
    expect(headers.get('set-cookie')).toBe(`session=${token}; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax`);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect((await gw.graphql(VIEWER, {}, cookie(token))).body.data.viewer.user).toEqual({ name: USERS.demo.name });
    expect((await gw.graphql(VIEWER, {}, cookie(old))).body.data.viewer.user).toBeNull();
  });

  it('refuses a guest without a REST call, an ended cookie (cleared), and a refused bearer token with a 401', async () => {
    const before = gw.restCalls.length;
    expect((await gw.graphql(REFRESH)).body.data.refreshSession).toEqual(
      refused('Please sign in: there is no session to renew'),
    );
    expect(gw.restCalls.length).toBe(before);
    const ended = await gw.graphql(REFRESH, {}, cookie('not-a-real-token'));
    expect(ended.body.data.refreshSession).toEqual(refused('Your session has expired. Please log in again.'));
    expect(ended.headers.get('set-cookie')).toBe('session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    const expired = await gw.api.signIn(USERS.demo);
    gw.api.clock.advance(60 * 60 * 1000 + 1);
    const bearer = await gw.graphql(REFRESH, {}, { token: expired });
    expect([bearer.status, bearer.body.errors?.[0]?.extensions?.code]).toEqual([401, 'UNAUTHENTICATED']);
  });
});
