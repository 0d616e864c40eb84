import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../helpers/gateway.ts';
import { PRODUCTS } from '../helpers/fixtures.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ catalogTtlSeconds: 30 });
});
afterAll(() => gw.close());

const PUBLIC_QUERY = /* GraphQL */ `
  query ($id: ID!) {
    product(productId: $id) {
      name
      images(first: 1) {
        url
      }
    }
  }
`;
const PRIVATE = 'private, no-store';

const varied = (response: Response) =>
  (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());

describe('HTTP caching of GraphQL answers', () => {
  it('lets caches keep a public GET for the catalog cache lifetime, with a strong ETag of the body', async () => {
    // The first answer calls the REST API, and its cost says so; the next ones come from the catalog cache.
    const cold = await (await gw.get(PUBLIC_QUERY, { id: PRODUCTS.neverBought })).json();
    const warm = await (await gw.get(PUBLIC_QUERY, { id: PRODUCTS.neverBought })).json();
    expect(cold.extensions.cost.actual - warm.extensions.cost.actual).toBe(100);
    await gw.get(PUBLIC_QUERY, { id: PRODUCTS.inStock });
    const first = await gw.get(PUBLIC_QUERY, { id: PRODUCTS.inStock });
    const body = await first.text();
    expect(first.status).toBe(200);
    expect(JSON.parse(body).data.product.name).toEqual(expect.any(String));
    expect(first.headers.get('cache-control')).toBe('public, max-age=30');
    expect(first.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(varied(first)).toEqual(expect.arrayContaining(['cookie', 'authorization', 'accept', 'accept-encoding']));
    const again = await gw.get(PUBLIC_QUERY, { id: PRODUCTS.inStock });
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await again.text()).toBe(body);
    const other = await gw.get(PUBLIC_QUERY, { id: PRODUCTS.neverBought });
    expect(other.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it('answers 304 without a body to a request that holds the ETag, in any encoding', async () => {
    const etag = (await gw.get(PUBLIC_QUERY, { id: PRODUCTS.inStock })).headers.get('etag')!;
    const holders: Record<string, string>[] = [
      { 'if-none-match': etag },
      { 'if-none-match': `"stale", W/${etag}`, 'accept-encoding': 'br' },
    ];
    for (const headers of holders) {
      const revalidated = await gw.get(PUBLIC_QUERY, { id: PRODUCTS.inStock }, { headers });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe('');
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect(revalidated.headers.get('cache-control')).toBe('public, max-age=30');
    }
    const changed = await gw.get(PUBLIC_QUERY, { id: PRODUCTS.inStock }, { headers: { 'if-none-match': '"stale"' } });
    expect(changed.status).toBe(200);
    expect((await changed.json()).data.product).not.toBeNull();
  });

  it('keeps anything personal private: a session cookie, a bearer token, or a guest reading the viewer', async () => {
    const token = await gw.api.signIn();
    const answers = [
      await gw.get(PUBLIC_QUERY, { id: PRODUCTS.inStock }, { headers: { cookie: `session=${token}` } }),
      await gw.get(PUBLIC_QUERY, { id: PRODUCTS.inStock }, { token }),
      await gw.get(/* GraphQL */ '{ viewer { user { name } } }'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe(PRIVATE);
      expect(answer.headers.get('etag')).toBeNull();
      expect(varied(answer)).toEqual(expect.arrayContaining(['cookie', 'authorization']));
    }
    // A guest's viewer is a guest's, but it is the viewer: never kept where a signed-in shopper's request could meet it.
    expect((await answers[2]!.json()).data.viewer.user).toBeNull();
  });

  it('never makes POSTs, errors or refusals public', async () => {
    const post = await gw.graphql(PUBLIC_QUERY, { id: PRODUCTS.inStock });
    expect(post.body.data.product).not.toBeNull();
    const failed = await gw.get(/* GraphQL */ '{ product(productId: "PRD000001") { images(first: -1) { url } } }');
    const failedBody = await failed.json();
    expect(failedBody.errors).toHaveLength(1);
    const mutation = await gw.get(/* GraphQL */ 'mutation { signOut { userErrors { message } } }');
    expect(mutation.status).toBe(405);
    for (const response of [post, failed, mutation]) {
      expect(response.headers.get('cache-control')).toBe(PRIVATE);
      expect(response.headers.get('etag')).toBeNull();
    }
  });
});
