// Each header once on the wire, on every kind of answer the gateway gives (a persisted-query miss sent Cache-Control
// twice): read from a real HTTP server, as a client's socket receives them.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { USERS } from '../helpers/fixtures.ts';
import { startGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;
let server: Server;
let port: number;
beforeAll(async () => {
  gw = await startGateway({
    corsOrigins: ['https://shop.partner.example'],
    rateLimits: {
      requestsPerMinute: 0,
      filesPerMinute: 0,
      signInsPerMinute: 1,
      costPerMinute: 0,
      concurrentPerClient: 0,
    },
  });
  server = createServer((request, response) => void gw.gateway(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await gw.close();
});

interface Raw {
  status: number;
  /** Header names as sent, lower-cased, in order. */
  names: string[];
  headers: Record<string, string | string[] | undefined>;
}

function raw(
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          names: res.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase()),
          headers: res.headers,
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const post = (body: object, headers: Record<string, string> = {}) =>
  raw('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const apqMiss = { version: 1, sha256Hash: 'c'.repeat(64) };
const signIn = {
  query: `mutation { signInWithEmail(input: { email: "${USERS.second.email}", password: "${USERS.second.password}" }) { userErrors { code } } }`,
};

const CATALOG = `/graphql?query=${encodeURIComponent('{ topCategories { categoryId } }')}`;

it('sends every header once, on every kind of answer', async () => {
  const publicGet = await raw(CATALOG);
  expect([publicGet.status, publicGet.headers['cache-control']]).toEqual([200, 'public, max-age=0']);
  const notModified = await raw(CATALOG, { headers: { 'if-none-match': String(publicGet.headers.etag) } });
  expect(notModified.status).toBe(304);
  const answers: [string, Promise<Raw> | Raw][] = [
    ['a public GET', publicGet],
    ['its 304', notModified],
    [
      'a persisted-query miss (GET)',
      raw(`/graphql?extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: apqMiss }))}`),
    ],
    [
      'a persisted-query miss (POST)',
      post({ extensions: { persistedQuery: apqMiss } }, { accept: 'application/graphql-response+json' }),
    ],
    ['an answer', post({ query: '{ __typename }' })],
    ['a refused document', post({ query: '{ nope }' }, { accept: 'application/graphql-response+json' })],
    ['a method not allowed', raw('/graphql', { method: 'PUT' })],
    ['a refused bearer token', post({ query: '{ viewer { user { name } } }' }, { authorization: 'Bearer nope' })],
    ['a sign-in that sets the session cookie', post(signIn)],
    ['GraphiQL', raw('/graphql', { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } })],
    ['the schema file', raw('/graphql/schema.graphql', { headers: { 'accept-encoding': 'br' } })],
    [
      'a partner’s preflight',
      raw('/graphql', {
        method: 'OPTIONS',
        headers: { origin: 'https://shop.partner.example', 'access-control-request-method': 'POST' },
      }),
    ],
    ['a partner’s answer', post({ query: '{ __typename }' }, { origin: 'https://shop.partner.example' })],
  ];
  for (const [name, pending] of answers) {
    const { names } = await pending;
    const repeated = names.filter((header, i) => header !== 'set-cookie' && names.indexOf(header) !== i);
    expect(repeated, name).toEqual([]);
  }
});

it('sends Retry-After and Cache-Control once on a sign-in past the address’s limit', async () => {
  // One attempt per account a minute, three per address (SIGN_IN_ACCOUNTS_PER_CLIENT): the fourth at most is a 429.
  let refused: Raw | undefined;
  for (let i = 0; i < 4 && refused?.status !== 429; i++)
    refused = await post(
      { query: signIn.query.replace(USERS.second.email, `n${i}@example.com`) },
      {
        accept: 'application/graphql-response+json',
      },
    );
  expect(refused!.status).toBe(429);
  expect(refused!.names.filter((name) => name === 'retry-after')).toHaveLength(1);
  expect(refused!.names.filter((name) => name === 'cache-control')).toHaveLength(1);
});
