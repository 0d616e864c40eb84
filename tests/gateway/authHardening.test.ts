// The account-takeover and abuse paths of the security review, tried through the gateway as an attacker would.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { TOO_MANY_SIGN_INS } from '../../gateway/src/http/signInLimit.ts';
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

/** Expects the request refused before execution: a 400 with the limit's error, and no REST call made. */
async function expectRefused(send: () => Promise<{ status: number; body: any }>) {
  const calls = gw.restCalls.length;
  const { status, body } = await send();
  expect(status).toBe(400);
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

  it('count against the sign-in limit per minute', async () => {
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
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.post(byId(`id-minute${i}@example.com`))).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
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
