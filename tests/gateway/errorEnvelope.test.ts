// One error envelope (issue 56.4): every refusal before execution carries `extensions.code` and no data, and has its
// status by one rule (docs/clients.md#errors): a refused document (it does not parse or validate, names no operation
// it holds, has variables that do not fit, goes past a limit) answers 400 to `application/graphql-response+json` and
// 200 to `application/json`; a refused HTTP request keeps its 4xx whatever the Accept. Each answer comes in the media
// type asked for, and nothing reaches the REST API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATION_LIMITS as limits } from '../../gateway/src/http/plugins/operationLimits.ts';
import { fromClient, globalId, startGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

const GRAPHQL_RESPONSE = 'application/graphql-response+json';
const JSON_TYPE = 'application/json';

interface Sent {
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  search?: Record<string, string>;
}

async function send({ method = 'POST', body, headers = {}, search }: Sent, accept: string) {
  const url = new URL('http://gateway.test/graphql');
  for (const [name, value] of Object.entries(search ?? {})) url.searchParams.set(name, value);
  const calls = gw.restCalls.length;
  const response = await gw.gateway.fetch(
    url.href,
    {
      method,
      body,
      headers: { ...(body === undefined ? {} : { 'content-type': JSON_TYPE }), accept, ...headers },
    },
    fromClient('127.0.0.1'),
  );
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    headers: response.headers,
    body: await response.json(),
    restCalls: gw.restCalls.length - calls,
  };
}

const json = (payload: unknown) => JSON.stringify(payload);
const NODE = 'query ($id: ID!) { node(id: $id) { id } }';
const deep = (levels: number) => `{ topCategories { ${'children { '.repeat(levels)}id${' }'.repeat(levels)} } }`;
const SIGN_IN = (alias: string) =>
  `${alias}: signInWithEmail(input: { email: "x@example.com", password: "Guess@1234" }) { userErrors { code } }`;

/** Refusals of what a well-formed request asks: 400 for the new media type, 200 for application/json. */
const documentRefusals: [string, Sent, string][] = [
  ['a document that does not parse', { body: json({ query: '{ node(' }) }, 'GRAPHQL_PARSE_FAILED'],
  ['a field the schema lacks', { body: json({ query: '{ nope }' }) }, 'GRAPHQL_VALIDATION_FAILED'],
  [
    'an operation name the document lacks',
    { body: json({ query: 'query A { __typename }', operationName: 'B' }) },
    'OPERATION_RESOLUTION_FAILURE',
  ],
  ['a variable of the wrong type', { body: json({ query: NODE, variables: { id: { a: 1 } } }) }, 'BAD_USER_INPUT'],
  ['a missing variable', { body: json({ query: NODE, variables: {} }) }, 'BAD_USER_INPUT'],
  ['a null non-null variable', { body: json({ query: NODE, variables: { id: null } }) }, 'BAD_USER_INPUT'],
  [
    'a variable of the wrong type sent as a GET',
    { method: 'GET', search: { query: NODE, variables: json({ id: 7.5 }) } },
    'BAD_USER_INPUT',
  ],
  [
    'a document longer than the limit',
    { body: json({ query: `{ __typename } # ${'x'.repeat(limits.documentLength)}` }) },
    'DOCUMENT_TOO_LONG',
  ],
  ['too many tokens', { body: json({ query: `{ viewer { ${'id '.repeat(limits.tokens)}} }` }) }, 'TOO_MANY_TOKENS'],
  ['too deep', { body: json({ query: deep(limits.depth + 2) }) }, 'OPERATION_TOO_DEEP'],
  [
    'too many aliases',
    { body: json({ query: `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: __typename`).join(' ')} }` }) },
    'TOO_MANY_ALIASES',
  ],
  [
    'too many directives',
    {
      body: json({
        query: `{ viewer { ${Array.from({ length: limits.directives + 1 }, (_, i) => `a${i}: id @include(if: true)`).join(' ')} } }`,
      }),
    },
    'TOO_MANY_DIRECTIVES',
  ],
  ['an unknown directive', { body: json({ query: '{ __typename @nope }' }) }, 'UNKNOWN_DIRECTIVE'],
  ['a repeated field', { body: json({ query: `{ viewer { ${'id '.repeat(6)}} }` }) }, 'REPEATED_FIELDS'],
  [
    'a costly fan-out',
    {
      body: json({
        query:
          '{ searchProducts(query: "a", first: 100) { edges { node { seller { products(first: 100) { edges { node { seller { products(first: 100) { edges { node { id } } } } } } } } } } } }',
      }),
    },
    'OPERATION_TOO_COSTLY',
  ],
  [
    'a list argument past its length',
    {
      body: json({
        query: 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }',
        variables: { ids: Array.from({ length: 101 }, (_, i) => globalId('Product', `PRD${i}`)) },
      }),
    },
    'LIST_TOO_LONG',
  ],
  [
    'two sign-ins in one request',
    { body: json({ query: `mutation { ${SIGN_IN('a')} ${SIGN_IN('b')} }` }) },
    'TOO_MANY_SIGN_IN_ATTEMPTS',
  ],
];

/** Refusals of the HTTP request itself: their own status whatever the Accept. */
const requestRefusals: [string, Sent, number, string][] = [
  ['a body without a query', { body: json({}) }, 400, 'BAD_REQUEST'],
  ['a body that is not JSON', { body: '{"query": ' }, 400, 'BAD_REQUEST'],
  [
    'an operationName that is not a string',
    { body: json({ query: '{ __typename }', operationName: 7 }) },
    400,
    'BAD_REQUEST',
  ],
  ['variables that are not an object', { body: json({ query: '{ __typename }', variables: 3 }) }, 400, 'BAD_REQUEST'],
  [
    'an APQ hash that is not the document’s',
    {
      body: json({
        query: '{ __typename }',
        extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
      }),
    },
    400,
    'PERSISTED_QUERY_HASH_MISMATCH',
  ],
  [
    'a malformed persistedQuery',
    { body: json({ extensions: { persistedQuery: { version: 2 } } }) },
    400,
    'PERSISTED_QUERY_INVALID',
  ],
  [
    'an Authorization header of one bearer word',
    { body: json({ query: '{ __typename }' }), headers: { authorization: 'Bearer' } },
    400,
    'BAD_REQUEST',
  ],
  [
    'another Authorization scheme',
    { body: json({ query: '{ __typename }' }), headers: { authorization: 'Basic dXNlcjpwYXNz' } },
    401,
    'UNAUTHENTICATED',
  ],
  [
    'a GET with a cookie and no preflight header',
    { method: 'GET', search: { query: '{ __typename }' }, headers: { cookie: 'session=x' } },
    403,
    'CSRF_PREFLIGHT_REQUIRED',
  ],
  ['an unknown documentId', { body: json({ documentId: 'f'.repeat(64) }) }, 404, 'PERSISTED_QUERY_NOT_FOUND'],
  ['PUT', { method: 'PUT', body: json({ query: '{ __typename }' }) }, 405, 'BAD_REQUEST'],
  [
    'a mutation sent as a GET',
    { method: 'GET', search: { query: 'mutation { signOut { userErrors { code } } }' } },
    405,
    'BAD_REQUEST',
  ],
  [
    'a batch of more operations than the limit',
    { body: json(Array.from({ length: limits.batch + 1 }, () => ({ query: '{ __typename }' }))) },
    413,
    'BAD_REQUEST',
  ],
  [
    'a body longer than the limit',
    { body: json({ query: '{ __typename }' }), headers: { 'content-length': String(10 * 1024 * 1024) } },
    413,
    'PAYLOAD_TOO_LARGE',
  ],
  [
    'a text/plain body',
    { body: json({ query: '{ __typename }' }), headers: { 'content-type': 'text/plain' } },
    415,
    'UNSUPPORTED_MEDIA_TYPE',
  ],
];

describe('a refused document', () => {
  it.each(documentRefusals)(
    '(%s) answers its code without data: 400 to application/graphql-response+json, 200 to application/json',
    async (_name, request, code) => {
      for (const [accept, status] of [
        [GRAPHQL_RESPONSE, 400],
        [JSON_TYPE, 200],
      ] as const) {
        const answer = await send(request, accept);
        expect([answer.status, answer.type], accept).toEqual([status, `${accept}; charset=utf-8`]);
        expect(answer.body).not.toHaveProperty('data');
        expect(answer.body.errors.map((error: { extensions: { code: string } }) => error.extensions.code)).toEqual(
          answer.body.errors.map(() => code),
        );
        expect(answer.restCalls).toBe(0);
      }
    },
  );

  it('names its variable and where it stands, in graphql-js words', async () => {
    const { body } = await send({ body: json({ query: NODE, variables: { id: { a: 1 } } }) }, GRAPHQL_RESPONSE);
    expect(body.errors).toEqual([
      {
        message: 'Variable "$id" got invalid value { a: 1 }; ID cannot represent value: { a: 1 }',
        locations: [{ line: 1, column: 8 }],
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
  });
});

describe('a refused HTTP request', () => {
  it.each(requestRefusals)(
    '(%s) answers its status and code whatever the Accept, in the media type asked for',
    async (_name, request, status, code) => {
      for (const accept of [GRAPHQL_RESPONSE, JSON_TYPE]) {
        const answer = await send(request, accept);
        expect([answer.status, answer.type], accept).toEqual([status, `${accept}; charset=utf-8`]);
        // (Yoga adds what JSON.parse said of a body that is not JSON, as `extensions.originalError`.)
        expect(answer.body).toEqual({
          errors: [{ message: expect.any(String), extensions: expect.objectContaining({ code }) }],
        });
        expect(answer.restCalls).toBe(0);
      }
    },
  );

  it('answers a bearer token the REST API refuses with 401, WWW-Authenticate and the code, as asked', async () => {
    for (const accept of [GRAPHQL_RESPONSE, JSON_TYPE, `${JSON_TYPE}, ${GRAPHQL_RESPONSE}`, '*/*']) {
      const answer = await send(
        { body: json({ query: '{ viewer { user { name } } }' }), headers: { authorization: 'Bearer no-such-token' } },
        accept,
      );
      const type = accept.startsWith(GRAPHQL_RESPONSE) ? GRAPHQL_RESPONSE : JSON_TYPE;
      expect([answer.status, answer.type], accept).toEqual([401, `${type}; charset=utf-8`]);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer realm="marketplace", error="invalid_token"/);
      expect(answer.body).toEqual({
        errors: [
          { message: expect.stringMatching(/^The bearer token is expired/), extensions: { code: 'UNAUTHENTICATED' } },
        ],
      });
    }
  });

  it('answers an APQ hash it does not hold with 200 and PERSISTED_QUERY_NOT_FOUND, the protocol’s next step', async () => {
    const apq = { extensions: json({ persistedQuery: { version: 1, sha256Hash: 'b'.repeat(64) } }) };
    for (const accept of [GRAPHQL_RESPONSE, JSON_TYPE]) {
      const answer = await send({ method: 'GET', search: apq }, accept);
      expect([answer.status, answer.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
      expect(answer.body).toEqual({
        errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
      });
    }
  });
});

describe('a 429', () => {
  let limited: TestGateway;
  beforeAll(async () => {
    limited = await startGateway({
      rateLimits: {
        requestsPerMinute: 1,
        filesPerMinute: 0,
        signInsPerMinute: 0,
        costPerMinute: 0,
        concurrentPerClient: 0,
      },
    });
  });
  afterAll(() => limited.close());

  it('comes in the media type asked for, with Retry-After and extensions.retryAfter', async () => {
    await limited.graphql('{ __typename }', {}, { client: '203.0.113.70' });
    for (const accept of [GRAPHQL_RESPONSE, JSON_TYPE]) {
      const { status, headers, body } = await limited.graphql(
        '{ __typename }',
        {},
        {
          client: '203.0.113.70',
          headers: { accept },
        },
      );
      const wait = Number(headers.get('retry-after'));
      expect([status, headers.get('content-type')]).toEqual([429, `${accept}; charset=utf-8`]);
      expect(body).toEqual({
        errors: [
          {
            message: `Too many requests: try again in ${wait} s`,
            extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: wait },
          },
        ],
      });
    }
  });
});
