import { expect } from 'vitest';
import type { TestGateway } from './gateway.ts';

/** The argument block every product list takes, as query variables and as field arguments. */
export const LIST_VARIABLES = '$filter: ProductFilter, $sort: ProductSort, $first: Int = 100, $after: String';
export const LIST_ARGS = 'filter: $filter, sort: $sort, first: $first, after: $after';
export const LIST_FIELDS = 'totalCount pageInfo { hasNextPage endCursor } edges { node { productId } }';

export interface RestListProduct {
  productId: string;
  sellingPrice: number;
  stock: number;
}

export const productIds = (connection: { edges: { node: { productId: string } }[] }) =>
  connection.edges.map((e) => e.node.productId);

/**
 * One combined filter case for a list, with the answer computed independently of the gateway: in stock, at most
 * the list's median price, dearest first (ties keep the list's order).
 */
export function combinedCase(products: RestListProduct[]) {
  const prices = products.map((p) => p.sellingPrice).sort((a, b) => a - b);
  const maxPrice = prices[Math.floor(prices.length / 2)]!;
  const expected = products
    .filter((p) => p.stock > 0 && p.sellingPrice <= maxPrice)
    .sort((a, b) => b.sellingPrice - a.sellingPrice)
    .map((p) => p.productId);
  return { variables: { filter: { availability: 'IN_STOCK', maxPrice }, sort: 'PRICE_HIGH_TO_LOW' }, expected };
}

/** Runs one operation and returns, with its answer, the REST calls it caused (as the REST API recorded them). */
export async function measured(
  gw: TestGateway,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) {
  const before = gw.restCalls.length;
  const result = await gw.graphql(query, variables, { token });
  return { ...result, calls: gw.restCalls.slice(before) };
}

/** The REST calls of a request must each be distinct, and Server-Timing must count them all. */
export function expectEachOnce(gw: TestGateway, result: { headers: Headers; calls: string[] }) {
  expect(result.calls).toEqual([...new Set(result.calls)]);
  expect(gw.reportedCalls(result.headers)).toBe(result.calls.length);
}
