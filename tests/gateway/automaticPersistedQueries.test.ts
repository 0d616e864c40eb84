// Automatic persisted queries (Apollo's APQ protocol): hash first, the document on a miss, the hash alone after.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Client, fetchExchange, gql } from '@urql/core';
import { persistedExchange } from '@urql/exchange-persisted';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATION_LIMITS } from '../../gateway/src/http/plugins/operationLimits.ts';
import { createGateway } from '../../gateway/src/yoga.ts';
import { fromClient, gatewayConfig, startGateway, type TestGateway } from '../helpers/gateway.ts';

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

/** A POST from the client at `address` (Yoga's server context as Node's server gives it). */
async function postFrom(address: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await gw.gateway.fetch(
    'http://gateway.test/graphql',
    { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) },
    fromClient(address),
  );
  return { status: response.status, body: await response.json() };
}

/** Bytes of documents one client may keep, and all clients together (automaticPersistedQueries.ts). */
const CLIENT_BYTES = 256 * 1024;
const STORE_BYTES = 16 * 1024 * 1024;

/** A different document of the longest allowed length, of three bytes a character (the comment's €). */
function longDocument(name: string, i: number) {
  const head = `query Padded${name}${i} { __typename } # `;
  return head + '€'.repeat(DEFAULT_OPERATION_LIMITS.documentLength - head.length);
}

/** What each padded document answers. */
const RAN = { __typename: 'Query' };

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

  it("keeps at most 256 KB of one client's documents: its own least recently used go first", async () => {
    const count = Math.ceil(CLIENT_BYTES / Buffer.byteLength(longDocument('Own', 0))) + 1;
    for (let i = 0; i < count; i++) {
      const query = longDocument('Own', i);
      expect((await post({ query, extensions: persistedQuery(query) })).body.data).toEqual(RAN);
      // Used again before the share fills up, the first document outlives the two after it.
      if (i === count - 3)
        expect((await post({ extensions: persistedQuery(longDocument('Own', 0)) })).body.data).toEqual(RAN);
    }
    for (const evicted of [1, 2])
      expect((await post({ extensions: persistedQuery(longDocument('Own', evicted)) })).body).toEqual({
        errors: NOT_FOUND,
      });
    for (const kept of [0, count - 1])
      expect((await post({ extensions: persistedQuery(longDocument('Own', kept)) })).body.data).toEqual(RAN);
  });

  it("cannot be emptied by another client: 430 documents of 20 000 characters from one address evict only that client's own", async () => {
    const mine = 'query ApqMine { topCategories { displayName } }';
    const registered = await postFrom('10.5.0.1', { query: mine, extensions: persistedQuery(mine) });
    expect(registered.body.errors).toBeUndefined();

    const flood = (i: number) => {
      const head = `query Flood${i} { __typename } # `;
      return head + 'x'.repeat(DEFAULT_OPERATION_LIMITS.documentLength - head.length);
    };
    for (let i = 0; i < 430; i++) {
      const query = flood(i);
      expect((await postFrom('10.5.0.2', { query, extensions: persistedQuery(query) })).body.data).toEqual(RAN);
    }

    expect((await postFrom('10.5.0.1', { extensions: persistedQuery(mine) })).body).toEqual(registered.body);
    expect((await postFrom('10.5.0.2', { extensions: persistedQuery(flood(429)) })).body.data).toEqual(RAN);
    expect((await postFrom('10.5.0.2', { extensions: persistedQuery(flood(0)) })).body).toEqual({ errors: NOT_FOUND });
    // A client finds only its own documents: the other address's are not there for it.
    expect((await postFrom('10.5.0.1', { extensions: persistedQuery(flood(429)) })).body).toEqual({
      errors: NOT_FOUND,
    });
  }, 120_000); // 430 documents of 20 000 characters, each parsed and checked: 1 s here, more on a loaded machine.

  it('answers a storefront build-time document by its hash without it ever being sent (never a miss)', async () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../../gateway/src/__generated__/persisted-operations.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const query = Object.values(manifest).find((text) => text.startsWith('query FeaturedBrandsPageQuery '))!;
    const byId = await post({ documentId: sha256(query) });
    expect(byId.body.errors).toBeUndefined();

    const byHash = await getByHash(query);
    expect(byHash.status).toBe(200);
    expect(byHash.body).toEqual(byId.body);
    expect((await post({ query, extensions: persistedQuery(query) })).body).toEqual(byId.body);
  });

  it('keeps memory bounded: a flood of clients fills the store, then new documents run without being kept', async () => {
    // Made-up session cookies from one address: four shares, then its documents are not kept.
    const sessions = Array.from({ length: 5 }, (_, i) => ({ cookie: `session=made-up-${i}` }));
    const kept = sessions.map((_, i) => `query ApqSession${i} { __typename }`);
    for (const [i, headers] of sessions.entries()) {
      const query = kept[i]!;
      expect((await postFrom('10.6.0.1', { query, extensions: persistedQuery(query) }, headers)).body.data).toEqual(
        RAN,
      );
    }
    const answers = await Promise.all(
      sessions.map(
        async (headers, i) => (await postFrom('10.6.0.1', { extensions: persistedQuery(kept[i]!) }, headers)).body,
      ),
    );
    expect(answers.map(({ data, errors }) => data ?? errors)).toEqual([RAN, RAN, RAN, RAN, NOT_FOUND]);

    // Clients at many addresses, each filling its share, until their documents make up the whole store.
    const perClient = Math.floor(CLIENT_BYTES / Buffer.byteLength(longDocument('Full', 0)));
    const clients = Math.ceil(STORE_BYTES / (perClient * Buffer.byteLength(longDocument('Full', 0))));
    const address = (client: number) => `10.7.${client >> 8}.${client & 255}`;
    for (let client = 0; client < clients; client++) {
      for (let i = 0; i < perClient; i++) {
        const query = longDocument(`Full${client}_`, i);
        expect((await postFrom(address(client), { query, extensions: persistedQuery(query) })).body.data).toEqual(RAN);
      }
    }
    // The earliest client's documents are all still there; a newcomer's document runs but is not kept.
    for (let i = 0; i < perClient; i++)
      expect((await postFrom(address(0), { extensions: persistedQuery(longDocument('Full0_', i)) })).body.data).toEqual(
        RAN,
      );
    const late = longDocument('Late', 0);
    expect((await postFrom('10.8.0.1', { query: late, extensions: persistedQuery(late) })).body.data).toEqual(RAN);
    expect((await postFrom('10.8.0.1', { extensions: persistedQuery(late) })).body).toEqual({ errors: NOT_FOUND });
  }, 120_000); // About 280 documents of 20 000 characters: 1 s here, more on a loaded machine.

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
