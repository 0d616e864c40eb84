// The account-takeover and abuse paths of the security review, tried through the gateway as an attacker would.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DEFAULT_RATE_LIMITS, SIGN_IN_ACCOUNTS_PER_CLIENT } from '../../gateway/src/http/rateLimits.ts';
import { TOO_MANY_SIGN_INS } from '../../gateway/src/http/plugins/signInLimit.ts';
import { createGateway } from '../../gateway/src/yoga.ts';
import { USERS } from '../helpers/fixtures.ts';
import { fromClient, gatewayConfig, startGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

const SIGN_IN = (alias: string, email: string) =>
  `${alias}: signInWithEmail(input: { email: "${email}", password: "Guess@1234" }) { userErrors { message } }`;

/**
 * Expects the request refused before execution: the limit's error without data (200, as a refused document answers
 * `application/json`; errorEnvelope.test.ts has the 400 of `application/graphql-response+json`), no REST call made.
 */
async function expectRefused(send: () => Promise<{ status: number; body: any }>) {
  const calls = gw.restCalls.length;
  const { status, body } = await send();
  expect(status).toBe(200);
  expect(body).toEqual({
    errors: [
      expect.objectContaining({ message: TOO_MANY_SIGN_INS, extensions: { code: 'TOO_MANY_SIGN_IN_ATTEMPTS' } }),
    ],
  });
  expect(gw.restCalls.length).toBe(calls);
}

describe('at most one sign-in, sign-up or code mutation per request', () => {
  it('refuses 20 aliased sign-ins with distinct e-mails before any REST call', async () => {
    const fields = Array.from({ length: 20 }, (_, i) => SIGN_IN(`a${i}`, `victim${i}@example.com`)).join('\n');
    await expectRefused(() => gw.graphql(/* GraphQL */ `mutation { ${fields} }`));
    expect(await gw.api.count('rate_events', sql`bucket LIKE 'signin:%'`)).toBe(0);
  });

  it.each([
    [
      'two different code mutations',
      /* GraphQL */ `
        mutation {
          requestPhoneCode(input: { phone: "9000000001" }) {
            otpSession
          }
          sendGstCode(input: { gstUsername: "a", gstNumber: "29ABCDE1234F1Z5" }) {
            txn
          }
        }
      `,
    ],
    [
      'a repeated field',
      /* GraphQL */ `mutation { ${SIGN_IN('signInWithEmail', 'x@example.com')} ${SIGN_IN('signInWithEmail', 'x@example.com')} }`,
    ],
    [
      'fragments and inline fragments',
      /* GraphQL */ `mutation { ...a ... on Mutation { ${SIGN_IN('b', 'b@example.com')} } } fragment a on Mutation { ${SIGN_IN('a', 'a@example.com')} }`,
    ],
    [
      'a verification and a registration',
      /* GraphQL */ `
        mutation ($v: VerifyGstCodeInput!, $r: RegisterBusinessAccountInput!) {
          verifyGstCode(input: $v) {
            verified
          }
          registerBusinessAccount(input: $r) {
            registered
          }
        }
      `,
    ],
  ])('refuses %s in one document', async (_, query) => {
    await expectRefused(() => gw.graphql(query));
  });

  it('refuses a batch whose operations hold one sign-in each', async () => {
    const operations = Array.from({ length: 3 }, (_, i) => ({
      query: /* GraphQL */ `mutation { ${SIGN_IN('s', `batch${i}@example.com`)} }`,
    }));
    await expectRefused(() => gw.batch(operations));
  });

  it('lets one sign-in through, also beside queries in a batch and with a skipped repeat of nothing else', async () => {
    const single = await gw.graphql(/* GraphQL */ `mutation { ${SIGN_IN('s', USERS.demo.email)} }`);
    expect(single.body.data.s.userErrors).toEqual([{ message: 'Incorrect email or password' }]);
    const batch = await gw.batch([
      { query: /* GraphQL */ '{ viewer { user { name } } }' },
      { query: /* GraphQL */ `mutation { ${SIGN_IN('s', USERS.second.email)} }` },
    ]);
    expect(batch.status).toBe(200);
    expect(batch.body[1].data.s.userErrors).toEqual([{ message: 'Incorrect email or password' }]);
    // Only the operation that runs counts: a document may carry others.
    const named = await gw.post({
      query: /* GraphQL */ `mutation A { ${SIGN_IN('s', 'one@example.com')} } mutation B { ${SIGN_IN('s', 'two@example.com')} }`,
      operationName: 'A',
    });
    expect(named.body.data.s.userErrors).toEqual([{ message: 'Incorrect email or password' }]);
  });
});

describe('sign-ins sent by id or APQ hash', () => {
  const manifest = JSON.parse(
    readFileSync(new URL('../../gateway/src/__generated__/persisted-operations.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;
  const [signInId] = Object.entries(manifest).find(([, text]) =>
    text.startsWith('mutation useSignInWithEmailMutation'),
  )!;
  const byId = (email: string) => ({
    documentId: signInId,
    variables: { input: { email, password: 'Guess@1234' } },
  });

  it('count as the documents they stand for: a batch of two runs one, the other refused', async () => {
    const calls = gw.restCalls.length;
    const { body } = await gw.batch([byId('id-one@example.com'), byId('id-two@example.com')]);
    const codes = body.map(
      (answer: { errors?: { extensions?: { code?: string } }[] }) => answer.errors?.[0]?.extensions?.code,
    );
    expect(codes.sort()).toEqual(['TOO_MANY_SIGN_IN_ATTEMPTS', undefined]);
    expect(gw.restCalls.slice(calls).filter((call) => call.includes('/signin-check'))).toHaveLength(1);
  });

  it('count against the sign-in limits per minute: per account and address, then per address', async () => {
    const limited = await startGateway({
      rateLimits: {
        requestsPerMinute: 0,
        filesPerMinute: 0,
        signInsPerMinute: 2,
        costPerMinute: 0,
        concurrentPerClient: 0,
      },
    });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) {
        const { body } = await limited.post(byId('id-again@example.com'));
        codes.push(body.data.signInWithEmail.userErrors[0].code);
      }
      expect(codes).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'TOO_MANY_ATTEMPTS']);
      // Three attempts counted of the address's six (2 accounts' worth × SIGN_IN_ACCOUNTS_PER_CLIENT).
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.post(byId(`id-minute${i}@example.com`))).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the sign-in limit, counted per account and address together', () => {
  const SIGN_IN_WITH = /* GraphQL */ `
    mutation ($email: String!, $password: String!) {
      signInWithEmail(input: { email: $email, password: $password }) {
        session {
          token
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `;
  const TOO_MANY = { field: null, code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please try again later.' };
  let limited: TestGateway;
  beforeAll(async () => {
    limited = await startGateway({
      rateLimits: {
        requestsPerMinute: 0,
        filesPerMinute: 0,
        signInsPerMinute: DEFAULT_RATE_LIMITS.signInsPerMinute,
        costPerMinute: 0,
        concurrentPerClient: 0,
      },
    });
  });
  afterAll(() => limited.close());
  const signIn = (email: string, password: string, client: string) =>
    limited.graphql(SIGN_IN_WITH, { email, password }, { client });

  it('lets the demo shopper in after ten wrong sign-ins for another e-mail from the same address, and answers the eleventh with TOO_MANY_ATTEMPTS without a REST call', async () => {
    for (let i = 0; i < 10; i++) {
      const { body } = await signIn('nobody@example.com', `Wrong@${i}`, '203.0.113.90');
      expect(body.data.signInWithEmail.userErrors.map((error: { code: string }) => error.code)).toEqual([
        'INVALID_CREDENTIALS',
      ]);
    }
    const calls = limited.restCalls.length;
    const eleventh = await signIn('nobody@example.com', 'Wrong@10', '203.0.113.90');
    expect(eleventh.status).toBe(200);
    expect(eleventh.body.data.signInWithEmail).toEqual({ session: null, userErrors: [TOO_MANY] });
    expect(limited.restCalls.length).toBe(calls);

    const demo = await signIn(USERS.demo.email, USERS.demo.password, '203.0.113.90');
    expect(demo.body.data.signInWithEmail).toEqual({ session: { token: expect.any(String) }, userErrors: [] });
  });

  it("never locks a shopper out for another address's wrong passwords", async () => {
    for (let i = 0; i < 11; i++) await signIn(USERS.second.email, `Wrong@${i}`, '198.51.100.90');
    const guesser = await signIn(USERS.second.email, USERS.second.password, '198.51.100.90');
    expect(guesser.body.data.signInWithEmail).toEqual({ session: null, userErrors: [TOO_MANY] });
    const owner = await signIn(USERS.second.email, USERS.second.password, '203.0.113.91');
    expect(owner.body.data.signInWithEmail).toEqual({ session: { token: expect.any(String) }, userErrors: [] });
  });

  it('answers 429 with Retry-After to an address trying account after account, before the REST API hears of it', async () => {
    const ceiling = DEFAULT_RATE_LIMITS.signInsPerMinute * SIGN_IN_ACCOUNTS_PER_CLIENT;
    for (let i = 0; i < ceiling; i++) {
      const { status, body } = await signIn(`stuffed${i}@example.com`, 'Guess@1234', '192.0.2.90');
      expect([status, body.data.signInWithEmail.session]).toEqual([200, null]);
    }
    const calls = limited.restCalls.length;
    const refused = await signIn(USERS.fresh.email, USERS.fresh.password, '192.0.2.90');
    const wait = Number(refused.headers.get('retry-after'));
    expect(refused.status).toBe(429);
    expect(wait).toBeGreaterThan(0);
    expect(refused.body).toEqual({
      errors: [expect.objectContaining({ extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: wait } })],
    });
    expect(limited.restCalls.length).toBe(calls);
    // Other addresses sign in to that account as ever.
    const other = await signIn(USERS.fresh.email, USERS.fresh.password, '192.0.2.91');
    expect(other.body.data.signInWithEmail.userErrors).toEqual([]);
  });
});

describe('sign-out', () => {
  it('ends the token at the REST API: the old cookie and the old bearer both stop working', async () => {
    const signIn = await gw.graphql(
      /* GraphQL */ `mutation { signInWithEmail(input: { email: "${USERS.second.email}", password: "${USERS.second.password}" }) { session { token } } }`,
    );
    const { token } = signIn.body.data.signInWithEmail.session;
    const cookie = `session=${token}`;
    const out = await gw.graphql(
      /* GraphQL */ 'mutation { signOut { viewer { user { name } } userErrors { message } } }',
      {},
      { headers: { cookie } },
    );
    expect(out.body.data.signOut).toEqual({ viewer: { user: null }, userErrors: [] });
    expect(out.headers.getSetCookie()).toEqual(['session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax']);
    expect(gw.restCalls).toContain('POST /sign-out');

    expect((await gw.api.get('/user-details', { token })).status).toBe(401);
    const replayedCookie = await gw.graphql(/* GraphQL */ '{ viewer { user { name } } }', {}, { headers: { cookie } });
    expect(replayedCookie.body.data.viewer.user).toBeNull();
    const replayedBearer = await gw.graphql(/* GraphQL */ '{ viewer { user { name } } }', {}, { token });
    expect([replayedBearer.status, replayedBearer.body.data]).toEqual([401, undefined]);
  });

  it('signs a guest out without a REST call', async () => {
    const calls = gw.restCalls.length;
    const out = await gw.graphql(/* GraphQL */ 'mutation { signOut { userErrors { message } } }');
    expect(out.body.data.signOut.userErrors).toEqual([]);
    expect(gw.restCalls.length).toBe(calls);
  });
});

describe("the client's address", () => {
  it('reaches the REST API as X-Forwarded-For, so its per-client limits count the shopper and not the gateway', async () => {
    await gw.graphql(
      /* GraphQL */ 'mutation { requestPhoneCode(input: { phone: "9000012345" }) { otpSession } }',
      {},
      { client: '203.0.113.50' },
    );
    expect(await gw.api.count('rate_events', sql`bucket = 'send-client:203.0.113.50'`)).toBe(1);
    expect(await gw.api.count('rate_events', sql`bucket = 'send-client:127.0.0.1'`)).toBe(0);
  });
});

describe('wrong passwords', () => {
  it('from one shopper lock that shopper out of the account, not its owner signing in from another address', async () => {
    const signIn = (password: string, client: string) =>
      gw.graphql(
        /* GraphQL */ `mutation ($p: String!) { signInWithEmail(input: { email: "${USERS.second.email}", password: $p }) { session { token } userErrors { code message } } }`,
        { p: password },
        { client },
      );
    for (let i = 0; i < 10; i++) {
      expect((await signIn(`Wrong@${i}`, '203.0.113.80')).body.data.signInWithEmail.userErrors).toEqual([
        expect.objectContaining({ message: 'Incorrect email or password' }),
      ]);
    }
    const sessions = await gw.api.count('sessions');
    const guesser = await signIn(USERS.second.password, '203.0.113.80');
    expect(guesser.body.data.signInWithEmail).toEqual({
      session: null,
      userErrors: [{ code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please try again later.' }],
    });
    expect(await gw.api.count('sessions')).toBe(sessions);
    const owner = await signIn(USERS.second.password, '198.51.100.81');
    expect(owner.body.data.signInWithEmail).toEqual({ session: { token: expect.any(String) }, userErrors: [] });
  });
});

describe('malformed paths', () => {
  it('answer 400 with a message and no stack, also with NODE_ENV=production', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mkt-web-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Storefront</title>');
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const gateway = createGateway(gatewayConfig({ upstreamUrl: gw.api.url, webRoot: root }));
    try {
      for (const path of ['/%E0%A4%A', '/product-page/%E0%A4%A', '/assets/%ZZ.js']) {
        const response = await gateway.fetch(`http://gateway.test${path}`, {}, fromClient('203.0.113.9'));
        expect(response.status, path).toBe(400);
        const text = await response.text();
        expect(JSON.parse(text)).toEqual({ message: 'Malformed URL' });
        expect(text).not.toMatch(/URIError|at \w+ \(|\.ts:\d+/);
      }
      // The storefront still answers its deep links.
      expect(
        (await gateway.fetch('http://gateway.test/product-page/PRD000001', {}, fromClient('203.0.113.9'))).status,
      ).toBe(200);
    } finally {
      process.env.NODE_ENV = previous;
      await gateway.dispose();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
