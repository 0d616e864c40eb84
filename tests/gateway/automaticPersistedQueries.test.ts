// Automatic persisted queries (Apollo's APQ protocol): hash first, the document on a miss, the hash alone after.
import { createHash } from 'node:crypto';
import { Client, fetchExchange, gql } from '@urql/core';
import { persistedExchange } from '@urql/exchange-persisted';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATION_LIMITS } from '../../gateway/src/http/operationLimits.ts';
import { createGateway } from '../../gateway/src/yoga.ts';
import { gatewayConfig, startGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const persistedQuery = (query: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256(query) } });

/** A request to one gateway instance: each remembers its own documents (the cluster's suite deals `gw.post` out). */
async function send(path: string, init: RequestInit = {}) {
  const response = await gw.gateway.fetch(`http://gateway.test${path}`, init);
  return { status: response.status, headers: response.headers, body: await response.json() };
}
const post = (body: unknown) =>
  send('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** A GET as urql sends a hashed query: no `query`, no custom header, no cookie. */
function getByHash(query: string, variables: Record<string, unknown> = {}) {
  const params = new URLSearchParams({
    variables: JSON.stringify(variables),
    extensions: JSON.stringify(persistedQuery(query)),
  });
  return send(`/graphql?${params}`, { headers: { accept: 'application/graphql-response+json' } });
}

const TopBrands = gql`
  query UrqlTopBrands {
    topBrands {
      name
    }
  }
`;
const TopCategories = gql`
  query UrqlTopCategories {
    topCategories {
      displayName
    }
  }
`;

/** An urql client with the persisted exchange's defaults, recording what each request sent. */
function urqlClient(instance: () => ReturnType<typeof createGateway>) {
  const sent: { method: string; query: boolean }[] = [];
  const client = new Client({
    url: 'http://gateway.test/graphql',
    exchanges: [persistedExchange(), fetchExchange],
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const params = request.method === 'GET' ? new URL(request.url).searchParams : null;
      const body = params ? null : ((await request.clone().json()) as { query?: string });
      sent.push({ method: request.method, query: params ? params.has('query') : typeof body?.query === 'string' });
      return instance().fetch(request);
    },
  });
  return { client, sent };
}

const NOT_FOUND = [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }];

describe('automatic persisted queries', () => {
  it('answers a miss, remembers the document sent with its hash, and runs the hash alone after (GET included)', async () => {
    const query = 'query ApqCategories { topCategories { displayName } }';
    const calls = gw.restCalls.length;
    const miss = await getByHash(query);
    expect(miss.status).toBe(200);
    expect(miss.headers.get('cache-control')).toBe('private, no-store');
    expect(miss.body).toEqual({ errors: NOT_FOUND });
    expect(gw.restCalls.length).toBe(calls);

    const sent = await post({ query, extensions: persistedQuery(query) });
    expect(sent.status).toBe(200);
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data.topCategories.length).toBeGreaterThan(0);

    const hit = await getByHash(query);
    expect(hit.status).toBe(200);
    expect(hit.body).toEqual(sent.body);
    const byPost = await post({ extensions: persistedQuery(query) });
    expect(byPost.body).toEqual(sent.body);
  });

  it('refuses a document whose hash is not its SHA-256, and does not remember it under that hash', async () => {
    const query = '{ topCategories { displayName } }';
    const calls = gw.restCalls.length;
    const wrong = await post({
      query,
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256('{ viewer { id } }') } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      {
        message: '`extensions.persistedQuery.sha256Hash` is not the SHA-256 of the query',
        extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' },
      },
    ]);
    expect(gw.restCalls.length).toBe(calls);
    expect((await getByHash('{ viewer { id } }')).body).toEqual({ errors: NOT_FOUND });
  });

  it.each([
    ['a version other than 1', { version: 2, sha256Hash: 'ab' }],
    ['a hash that is not text', { version: 1, sha256Hash: 42 }],
  ])('refuses %s with 400', async (_name, persisted) => {
    const { status, body } = await post({ extensions: { persistedQuery: persisted } });
    expect(status).toBe(400);
    expect(body.errors[0].extensions.code).toBe('PERSISTED_QUERY_INVALID');
  });

  it('never remembers a document that fails validation or a limit, and runs a remembered one under the same limits', async () => {
    const invalid = '{ nope }';
    const aliases = `{ ${Array.from({ length: DEFAULT_OPERATION_LIMITS.aliases + 1 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    const refused: [string, string][] = [
      [invalid, 'GRAPHQL_VALIDATION_FAILED'],
      [aliases, 'TOO_MANY_ALIASES'],
    ];
    for (const [query, code] of refused) {
      const sent = await post({ query, extensions: persistedQuery(query) });
      expect(sent.body.errors[0].extensions.code).toBe(code);
      expect((await getByHash(query)).body).toEqual({ errors: NOT_FOUND });
    }

    const fanOut = /* GraphQL */ `
      query ApqFanOut($n: Int!) {
        searchProducts(query: "a", first: $n) {
          edges {
            node {
              seller {
                products(first: $n) {
                  edges {
                    node {
                      seller {
                        products(first: $n) {
                          edges {
                            node {
                              id
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    `;
    const calls = gw.restCalls.length;
    const costly = await post({ query: fanOut, variables: { n: 100 }, extensions: persistedQuery(fanOut) });
    expect(costly.body.errors[0].extensions.code).toBe('OPERATION_TOO_COSTLY');
    expect((await getByHash(fanOut, { n: 100 })).body).toEqual({ errors: NOT_FOUND });
    expect(gw.restCalls.length).toBe(calls);

    const cheap = await post({ query: fanOut, variables: { n: 1 }, extensions: persistedQuery(fanOut) });
    expect(cheap.body.errors).toBeUndefined();
    const costlyByHash = await getByHash(fanOut, { n: 100 });
    expect(costlyByHash.body.errors[0].extensions.code).toBe('OPERATION_TOO_COSTLY');
  });

  it('keeps at most 8 MB of documents per instance: the least recently used go first', async () => {
    // Documents of the longest allowed length, each one different, and of three bytes a character (the comment's €).
    const documentOf = (i: number) => {
      const head = `query Padded${i} { __typename } # `;
      return head + '€'.repeat(DEFAULT_OPERATION_LIMITS.documentLength - head.length);
    };
    const count = Math.ceil((8 * 1024 * 1024) / Buffer.byteLength(documentOf(0))) + 1;
    const ran = { data: { __typename: 'Query' } };
    for (let i = 0; i < count; i++) {
      const query = documentOf(i);
      expect((await post({ query, extensions: persistedQuery(query) })).body).toEqual(ran);
      // Used again before the store fills up, the first document outlives the two after it.
      if (i === count - 3) expect((await post({ extensions: persistedQuery(documentOf(0)) })).body).toEqual(ran);
    }
    for (const evicted of [1, 2])
      expect((await post({ extensions: persistedQuery(documentOf(evicted)) })).body).toEqual({ errors: NOT_FOUND });
    for (const kept of [0, 3, count - 1])
      expect((await post({ extensions: persistedQuery(documentOf(kept)) })).body).toEqual(ran);
  }, 60_000); // About 140 documents of 20 000 characters, each parsed and checked: 5 s here, more on a loaded machine.

  it("works with urql's persistedExchange and its defaults: a hashed GET, the document on the miss, the hash after", async () => {
    const { client, sent } = urqlClient(() => gw.gateway);
    const first = await client.query(TopBrands, {}, { requestPolicy: 'network-only' }).toPromise();
    expect(first.error).toBeUndefined();
    expect(first.data.topBrands.length).toBeGreaterThan(0);
    const second = await client.query(TopBrands, {}, { requestPolicy: 'network-only' }).toPromise();
    expect(second.data).toEqual(first.data);
    expect(sent).toEqual([
      { method: 'GET', query: false },
      { method: 'GET', query: true },
      { method: 'GET', query: false },
    ]);
  });

  it('answers every query when instances take turns: a miss on the instance that never saw the document makes urql resend it', async () => {
    const other = createGateway(gatewayConfig({ upstreamUrl: gw.api.url }));
    try {
      const instances = [gw.gateway, other];
      let turn = 0;
      const { client, sent } = urqlClient(() => instances[turn++ % 2]!);
      for (let i = 0; i < 2; i++) {
        const { data, error } = await client.query(TopCategories, {}, { requestPolicy: 'network-only' }).toPromise();
        expect(error).toBeUndefined();
        expect(data.topCategories.length).toBeGreaterThan(0);
      }
      expect(sent.map(({ query }) => query)).toEqual([false, true, false, true]);
    } finally {
      await other.dispose();
    }
  });
});
