import { describe, expect, it, vi } from 'vitest';
import { UpstreamStats, type UpstreamClient } from '../../gateway/src/upstream/client.ts';
import { createCatalogCache, createRest } from '../../gateway/src/upstream/rest.ts';

/** A client whose calls answer `{ path }` and record their arguments. */
function fakeClient() {
  const call = vi.fn(async (path: string, _options: object, _signal?: AbortSignal) => ({ data: { path }, headers: {} }));
  return { client: { call, stream: vi.fn(), close: vi.fn() } as unknown as UpstreamClient, call };
}

const view = (client: UpstreamClient, cache = createCatalogCache(30), token: string | null = null, clientAddress: string | null = null) => {
  const signal = new AbortController().signal;
  return { rest: createRest({ client, cache, session: { token, end: vi.fn() }, signal, stats: new UpstreamStats(), clientAddress }), signal };
};

describe('the REST view of one request', () => {
  it('fetches a resource once however often the request asks for it', async () => {
    const { client, call } = fakeClient();
    const { rest } = view(client, null);
    await Promise.all([rest.get('/fetchCategory'), rest.get('/fetchCategory'), rest.get('/getProductInnerDetails', { pId: 'P1' })]);
    await rest.get('/fetchCategory');
    expect(call.mock.calls.map(([path]) => path)).toEqual(['/fetchCategory', '/getProductInnerDetails?pId=P1']);
  });

  it("shares public answers across requests without tying them to the first request's signal", async () => {
    const { client, call } = fakeClient();
    const cache = createCatalogCache(30);
    await Promise.all([view(client, cache).rest.get('/fetchCategory'), view(client, cache).rest.get('/fetchCategory')]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![2]).toBeUndefined();
  });

  it("never shares personal answers, and sends them with the shopper's token, address and the request's signal", async () => {
    const { client, call } = fakeClient();
    const cache = createCatalogCache(30);
    const a = view(client, cache, 'token-a', '203.0.113.1');
    const b = view(client, cache, 'token-b');
    await Promise.all([a.rest.getPersonal('/get-cart-products'), b.rest.getPersonal('/get-cart-products')]);
    expect(call.mock.calls.map(([, options, signal]) => [options, signal])).toEqual([
      [{ token: 'token-a', forwardedFor: '203.0.113.1' }, a.signal],
      [{ token: 'token-b', forwardedFor: null }, b.signal],
    ]);
  });

  it('forgets a failed public answer so the next request tries again', async () => {
    const { client, call } = fakeClient();
    call.mockRejectedValueOnce(new Error('down'));
    const cache = createCatalogCache(30);
    await expect(view(client, cache).rest.get('/gethomebanner')).rejects.toThrow('down');
    await expect(view(client, cache).rest.get('/gethomebanner')).resolves.toMatchObject({ data: { path: '/gethomebanner' } });
    expect(call).toHaveBeenCalledTimes(2);
  });
});
