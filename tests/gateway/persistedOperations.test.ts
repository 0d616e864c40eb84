// The storefront sends its operations by id (relay-compiler's persisted documents); other clients send documents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import productQuery from '../../web/src/pages/ProductPage/__generated__/ProductPageQuery.graphql.ts';
import shellQuery from '../../web/src/layout/__generated__/AppShellQuery.graphql.ts';
import newArrivalsQuery from '../../web/src/pages/NewArrivalPage/__generated__/NewArrivalPageQuery.graphql.ts';
import manifest from '../../gateway/src/__generated__/persisted-operations.json';
import { PRODUCTS } from '../helpers/fixtures.ts';
import { startGateway, type TestGateway, withoutActual } from '../helpers/gateway.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

describe('persisted operations', () => {
  it('runs the document relay-compiler persisted for an id, alone and in a batch, as the same document sent whole', async () => {
    const variables = { productId: PRODUCTS.inStock };
    const byId = await gw.post({ documentId: productQuery.params.id, variables, operationName: 'ProductPageQuery' });
    expect(byId.status).toBe(200);
    expect(byId.body.errors).toBeUndefined();
    expect(byId.body.data.product.productId).toBe(PRODUCTS.inStock);
    const whole = await gw.post({ query: (manifest as Record<string, string>)[productQuery.params.id!], variables });
    expect(withoutActual(byId.body)).toEqual(withoutActual(whole.body));

    const batch = await gw.post([
      { documentId: shellQuery.params.id, variables: {} },
      { documentId: productQuery.params.id, variables },
    ]);
    expect(batch.body.map((answer: { errors?: unknown }) => answer.errors)).toEqual([undefined, undefined]);
    expect(withoutActual(batch.body[1])).toEqual(withoutActual(byId.body));
  });

  it('answers a listing whose count, page info and facets are read when asked (the newest arrivals) compiled as whole', async () => {
    const variables = { source: { collection: 'NEW_ARRIVALS' }, sort: 'RECOMMENDED' };
    const byId = await gw.post({ documentId: newArrivalsQuery.params.id, variables });
    expect(byId.body.errors).toBeUndefined();
    expect(byId.body.data.productListing).toMatchObject({
      totalCount: expect.any(Number),
      pageInfo: { hasNextPage: true },
      facets: { brands: expect.any(Array) },
    });
    const whole = await gw.post({
      query: (manifest as Record<string, string>)[newArrivalsQuery.params.id!],
      variables,
    });
    expect(withoutActual(byId.body)).toEqual(withoutActual(whole.body));
  });

  it('refuses an id it does not hold with 404 and a clear error, calling no REST API', async () => {
    gw.restCalls.length = 0;
    const unknown = await gw.post({ documentId: 'f'.repeat(64), variables: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([
      expect.objectContaining({
        message: 'Unknown documentId: send the whole document as `query`',
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
      }),
    ]);
    const notText = await gw.post({ documentId: 42, query: '{ topBrands { name } }' });
    expect(notText.status).toBe(400);
    expect(notText.body.errors[0].message).toBe('Unexpected parameter "documentId" in the request body.');
    expect(gw.restCalls).toEqual([]);
  });
});
