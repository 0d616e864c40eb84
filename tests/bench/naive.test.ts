// The bench's naive peer (bench/naive/) must answer the storefront's operations with the same data as our gateway,
// or the peers section would compare unlike work. The bench asserts this too, once per screen before loading.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNaiveGateway } from '../../bench/naive/yoga.ts';
import { createGateway } from '../../gateway/src/yoga.ts';
import { categoryVariables, screenDocumentsBody } from '../../bench/storefront.ts';
import categoryQuery from '../../web/src/pages/CategoryPage/__generated__/CategoryPageQuery.graphql.ts';
import productQuery from '../../web/src/pages/ProductPage/__generated__/ProductPageQuery.graphql.ts';
import cartQuery from '../../web/src/pages/ShoppingCartPage/__generated__/ShoppingCartPageQuery.graphql.ts';
import type { ConcreteRequest } from 'relay-runtime';
import { DEMO, startApi } from '../helpers/api.ts';
import { CATEGORIES } from '../helpers/fixtures.ts';
import { fromClient, gatewayConfig } from '../helpers/gateway.ts';

let api: Awaited<ReturnType<typeof startApi>>;
let token: string;
let ours: ReturnType<typeof createGateway>;
let naive: ReturnType<typeof createNaiveGateway>;

beforeAll(async () => {
  api = await startApi();
  token = await api.signIn(DEMO);
  ours = createGateway(gatewayConfig({ upstreamUrl: api.url }));
  naive = createNaiveGateway(api.url, 'http://localhost:4000');
});

afterAll(async () => {
  await ours?.dispose();
  await naive?.dispose();
  await api?.close();
});

/** The shell and page queries batched as the storefront sends them, through one gateway. */
async function screen(
  gateway: { fetch: typeof ours.fetch },
  page: ConcreteRequest,
  variables: Record<string, unknown>,
  auth?: string,
) {
  const body = screenDocumentsBody(page, variables);
  const headers = { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) };
  const response = await gateway.fetch(
    'http://gateway.test/graphql',
    { method: 'POST', headers, body },
    fromClient('127.0.0.1'),
  );
  // The data and errors: the naive peer says no cost.
  const answers = (await response.json()) as { data?: unknown; errors?: unknown }[];
  return answers.map(({ data, errors }) => ({ data, errors }));
}

describe('the naive peer', () => {
  it('answers the product screen with the same data as our gateway', async () => {
    const expected = await screen(ours, productQuery, { productId: 'PRD000001' });
    expect(expected.every((answer) => !answer.errors)).toBe(true);
    expect(await screen(naive, productQuery, { productId: 'PRD000001' })).toEqual(expected);
  });

  it('answers the category screen (its listing by source) with the same data as our gateway', async () => {
    const variables = categoryVariables(CATEGORIES.groceries);
    const expected = await screen(ours, categoryQuery, variables);
    expect(expected.every((answer) => !answer.errors)).toBe(true);
    expect(await screen(naive, categoryQuery, variables)).toEqual(expected);
  });

  it('answers the signed-in cart screen with the same data as our gateway', async () => {
    const expected = await screen(ours, cartQuery, {}, token);
    expect(expected.every((answer) => !answer.errors)).toBe(true);
    expect(await screen(naive, cartQuery, {}, token)).toEqual(expected);
  });
});
