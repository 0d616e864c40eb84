import { describe, expect, it, vi } from 'vitest';
import { UpstreamStats, type UpstreamClient } from '../../gateway/src/upstream/client.ts';
import { endpoints } from '../../gateway/src/upstream/endpoints.ts';
import { createCatalogCache } from '../../gateway/src/upstream/catalogCache.ts';
import { createRest } from '../../gateway/src/upstream/rest.ts';

/** A client whose calls answer `{ path }` and record their arguments. */
function fakeClient() {
  const call = vi.fn(async (path: string, _options: object, _signal?: AbortSignal) => ({
    data: { path },
    headers: {},
  }));
  return { client: { call, stream: vi.fn(), close: vi.fn() } as unknown as UpstreamClient, call };
}

const view = (
  client: UpstreamClient,
  cache = createCatalogCache(30, 1e6),
  token: string | null = null,
  clientAddress: string | null = null,
) => {
  const signal = new AbortController().signal;
  return {
    rest: createRest({
      client,
      cache,
      session: { token, refused: vi.fn() },
      signal,
      stats: new UpstreamStats(),
      clientAddress,
    }),
    signal,
  };
};

describe('the REST view of one request', () => {
  it('fetches a resource once however often the request asks for it', async () => {
    const { client, call } = fakeClient();
    const { rest } = view(client, null);
    await Promise.all([
      rest.read(endpoints.categories),
      rest.read(endpoints.categories),
      rest.read(endpoints.productDetails, { query: { pId: 'P1' } }),
      rest.read(endpoints.productDetails, { query: { pId: 'P1', unused: undefined } }),
      rest.read(endpoints.categoryProducts, { params: ['CAT1', 'Rice & Dal'] }),
    ]);
    await rest.read(endpoints.categories);
    expect(call.mock.calls.map(([path]) => path)).toEqual([
      '/fetchCategory',
      '/getProductInnerDetails?pId=P1',
      '/fetch-single-category/CAT1/Rice%20%26%20Dal',
    ]);
  });

  it("forgets what a write changed: the request's answers of that endpoint and query, and the catalog cache's", async () => {
    const { client, call } = fakeClient();
    const cache = createCatalogCache(30, 1e6);
    const { rest } = view(client, cache);
    await Promise.all([
      rest.read(endpoints.seller, { query: { sellerId: 'S1' } }),
      rest.read(endpoints.seller, { query: { sellerId: 'S2' } }),
      rest.read(endpoints.sellerRatings, { query: { sellerId: 'S1', page: 1, limit: 10 } }),
    ]);
    rest.forget(endpoints.seller, { sellerId: 'S1' });
    rest.forget(endpoints.sellerRatings, { sellerId: 'S1' });
    await Promise.all([
      rest.read(endpoints.seller, { query: { sellerId: 'S1' } }),
      rest.read(endpoints.seller, { query: { sellerId: 'S2' } }),
      rest.read(endpoints.sellerRatings, { query: { sellerId: 'S1', page: 1, limit: 10 } }),
      view(client, cache).rest.read(endpoints.seller, { query: { sellerId: 'S2' } }),
    ]);
    expect(call.mock.calls.map(([path]) => path)).toEqual([
      '/getOneSeller?sellerId=S1',
      '/getOneSeller?sellerId=S2',
      '/sellerRatingsPagenation?limit=10&page=1&sellerId=S1',
      '/getOneSeller?sellerId=S1',
      '/sellerRatingsPagenation?limit=10&page=1&sellerId=S1',
    ]);
  });

  it("shares public answers across requests without tying them to the first request's signal", async () => {
    const { client, call } = fakeClient();
    const cache = createCatalogCache(30, 1e6);
    await Promise.all([
      view(client, cache).rest.read(endpoints.categories),
      view(client, cache).rest.read(endpoints.categories),
    ]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![2]).toBeUndefined();
  });

  it("never shares personal answers, and sends them with the shopper's token, address and the request's signal", async () => {
    const { client, call } = fakeClient();
    const cache = createCatalogCache(30, 1e6);
    const a = view(client, cache, 'token-a', '203.0.113.1');
    const b = view(client, cache, 'token-b');
    await Promise.all([a.rest.read(endpoints.cart), b.rest.read(endpoints.cart)]);
    expect(call.mock.calls.map(([, options, signal]) => [options, signal])).toEqual([
      [{ token: 'token-a', forwardedFor: '203.0.113.1' }, a.signal],
      [{ token: 'token-b', forwardedFor: null }, b.signal],
    ]);
  });

  it('forgets a failed public answer so the next request tries again', async () => {
    const { client, call } = fakeClient();
    call.mockRejectedValueOnce(new Error('down'));
    const cache = createCatalogCache(30, 1e6);
    await expect(view(client, cache).rest.read(endpoints.homeBanners)).rejects.toThrow('down');
    await expect(view(client, cache).rest.read(endpoints.homeBanners)).resolves.toMatchObject({
      data: { path: '/gethomebanner' },
    });
    expect(call).toHaveBeenCalledTimes(2);
  });
});
