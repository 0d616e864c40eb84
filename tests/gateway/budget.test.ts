import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO } from '../helpers/api.ts';
import { globalId, startGateway, type TestGateway } from '../helpers/gateway.ts';

const opened: { close: () => unknown }[] = [];
afterAll(async () => {
  for (const thing of opened) await thing.close();
});

async function gatewayWith(
  budget: { deadlineMs: number; calls: number; bytes: number; objects: number },
  upstreamUrl?: string,
): Promise<TestGateway> {
  const gw = await startGateway({ budget, ...(upstreamUrl ? { upstreamUrl } : {}) });
  opened.push(gw);
  return gw;
}

/** A REST API that takes connections and never answers. */
async function hangingApi(): Promise<string> {
  const server: Server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  opened.push({ close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))) });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const UNLIMITED = { deadlineMs: 5_000, calls: 1_000, bytes: 1e9, objects: 1e9 };

describe('the runtime budget of a request', () => {
  it('ends a request at its deadline when the REST API hangs, and goes on serving', async () => {
    const gw = await gatewayWith({ ...UNLIMITED, deadlineMs: 300 }, await hangingApi());
    for (let i = 0; i < 2; i++) {
      const started = performance.now();
      const { status, body } = await gw.graphql('{ topCategories { id name } }');
      console.log(
        `REST API hanging: answered ${status} after ${Math.round(performance.now() - started)} ms (deadline 300 ms)`,
      );
      // The field the deadline stopped fails at its path (topCategories is non-null: the whole data with it).
      expect(status).toBe(200);
      expect(body.data ?? null).toBeNull();
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: 'The request took too long and was stopped',
          path: ['topCategories'],
          extensions: { code: 'DEADLINE_EXCEEDED' },
        }),
      ]);
    }
    const { body } = await gw.graphql('{ __typename }');
    expect(body.data).toEqual({ __typename: 'Query' });
  });

  it('stops a request at its REST call budget: no call past it, an error on each field it stopped', async () => {
    const gw = await gatewayWith({ ...UNLIMITED, calls: 3 });
    const ids = Array.from({ length: 10 }, (_, i) => globalId('Product', `PRD${String(i + 40).padStart(6, '0')}`));
    const before = gw.restCalls.length;
    const { status, body } = await gw.graphql(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on Product { name seller { storeName } } } }',
      { ids },
    );
    expect(status).toBe(200);
    expect(gw.restCalls.length - before, 'no call past the budget').toBeLessThanOrEqual(3);
    // The ten lookups start together: the fourth is past the budget, and the request stops with the three in flight,
    // before anything resolved (the list is non-null: the whole data with it).
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'The request asked for too much and was stopped',
        path: ['nodes'],
        extensions: { code: 'BUDGET_EXCEEDED' },
      }),
    ]);
    expect(body.extensions?.cost?.actual).toBeGreaterThanOrEqual(3 * 100);
    const token = await gw.api.signIn(DEMO);
    const next = await gw.graphql('{ viewer { user { name } } }', {}, { token });
    expect(next.body.data.viewer.user.name).toBe('Rahul Sharma');
  });

  it('stops a request whose answer passes its object budget, also when nothing comes from the REST API, answering what resolved', async () => {
    const measured = await gatewayWith(UNLIMITED);
    const count = (await measured.graphql('{ topCategories { id } }')).body.data.topCategories.length;
    // Room for the categories (the list, each item and its id) and a few more: the listing after them (a nullable
    // connection) goes past the budget.
    const gw = await gatewayWith({ ...UNLIMITED, objects: 1 + 2 * count + 5 });
    const { body } = await gw.graphql(
      `{ topCategories { id } productListing(source: { collection: TOP_DEALS }, first: 50) { nodes { id name } } }`,
    );
    expect(body.data.topCategories.length).toBeGreaterThan(0);
    // The first field past the budget fails at its path, and its null goes up to the nullable connection.
    expect(body.data.productListing).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'The request asked for too much and was stopped',
        path: expect.arrayContaining(['productListing']),
        extensions: { code: 'BUDGET_EXCEEDED' },
      }),
    ]);
    expect(body.errors?.[0]?.path?.[0]).toBe('productListing');
    expect((await gw.graphql('{ topCategories { id } }')).body.errors).toBeUndefined();
  });

  it('stops a request whose REST answers pass its byte budget', async () => {
    const gw = await gatewayWith({ ...UNLIMITED, bytes: 2_000 });
    const before = gw.restCalls.length;
    const { body } = await gw.graphql('{ topCategories { id name children { id name } } }');
    expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['BUDGET_EXCEEDED']);
    expect(gw.restCalls.slice(before)).toEqual(['GET /fetchCategory?counts=true']);
    expect((await gw.graphql('{ __typename }')).body.data).toEqual({ __typename: 'Query' });
  });
});
