import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUDGET } from '../../gateway/src/budget.ts';
import { DEFAULT_OPERATION_LIMITS } from '../../gateway/src/http/plugins/operationLimits.ts';
import { STOP_ERRORS } from '../../gateway/src/http/plugins/costReport.ts';
import { answered, globalId, startGateway, type TestGateway } from '../helpers/gateway.ts';

// With the catalog cache on, as deployed: answers from it cost no REST call, so only the answer's own budget stops them.
let gw: TestGateway;
/** The same gateway with the cost estimate out of the way: the runtime budget alone must end what fans out. */
let unestimated: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ catalogTtlSeconds: 30 });
  // A deadline under the test's 5 s: cold, this document's REST calls alone took 4 to 6 s of a loaded test machine.
  unestimated = await startGateway({
    catalogTtlSeconds: 30,
    limits: { ...DEFAULT_OPERATION_LIMITS, cost: Number.MAX_SAFE_INTEGER },
    budget: { ...DEFAULT_BUDGET, deadlineMs: 3_000 },
  });
});
afterAll(async () => {
  await gw?.close();
  await unestimated?.close();
});

const productIds = (count: number) =>
  Array.from({ length: count }, (_, i) => globalId('Product', `PRD${String(i + 1).padStart(6, '0')}`));
const list = (ids: string[]) => ids.map((id) => `"${id}"`).join(' ');
const FAN_OUT = `seller { products(first: 100) { edges { node { name brand { products(first: 60) { edges { node { name listPrice { formatted } } } } } } } } }`;

/** The review's document (100 product ids inline, anonymous) and two variations of it. */
const documents: [string, string, Record<string, unknown>][] = [
  [
    'nodes(ids:) of 100 products, each fanning out to its seller and brands',
    `{ nodes(ids: [${list(productIds(100))}]) { ... on Product { ${FAN_OUT} } } }`,
    {},
  ],
  [
    'one product id repeated 100 times, in a variable',
    `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Product { ${FAN_OUT} } } }`,
    { ids: Array(100).fill(productIds(1)[0]) },
  ],
  [
    'productsByIds of 100 products through fragments',
    `query { productsByIds(ids: [${list(productIds(100))}], first: 100) { edges { node { ...Fan } } } } fragment Fan on Product { ${FAN_OUT} }`,
    {},
  ],
];

/** Sends `query` to `target` and, while it runs, a small query: both as the client sees them. */
async function beside(target: TestGateway, query: string, variables: Record<string, unknown>) {
  const started = performance.now();
  const big = target.post({ query, variables });
  // A small query sent while the big one runs.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const smallStarted = performance.now();
  const small = await target.graphql('{ __typename }');
  const smallMs = performance.now() - smallStarted;
  const { status, body } = await big;
  const bytes = JSON.stringify(body).length;
  const bigMs = performance.now() - started;
  return { status, body, bytes, bigMs, small, smallMs };
}

/** A stopped answer: what resolved, and at most STOP_ERRORS errors, each the stop's at a field's path. */
function expectStopped(body: { data?: unknown; errors?: { path?: unknown[]; extensions?: { code?: string } }[] }) {
  expect(body.data, JSON.stringify(body.errors)).toEqual(expect.any(Object));
  expect(body.errors?.length).toBeGreaterThan(0);
  expect(body.errors?.length).toBeLessThanOrEqual(STOP_ERRORS);
  for (const error of body.errors ?? []) {
    expect(error.extensions?.code).toMatch(/^(BUDGET|DEADLINE)_EXCEEDED$/);
    expect(error.path?.[0]).toBe('nodes');
  }
}

describe('a document that fans out', () => {
  it.each(documents)(
    '%s: refused or cut off within 5 s, in bounded bytes, while a small query is answered at once',
    async (name, query, variables) => {
      const { status, body, bytes, bigMs, small, smallMs } = await beside(gw, query, variables);
      console.log(`${name}: ${status} in ${bigMs.toFixed(0)} ms, ${bytes} bytes; small query ${smallMs.toFixed(0)} ms`);
      expect(body.errors?.[0]?.extensions?.code).toMatch(/^(OPERATION_TOO_COSTLY|LIST_TOO_LONG)$/);
      expect(small.body).toEqual(answered({ __typename: 'Query' }));
      expect(smallMs).toBeLessThan(500);
      expect(bigMs).toBeLessThan(5_000);
      expect(bytes).toBeLessThan(1024 * 1024);
    },
  );

  it.each(documents.slice(0, 2))(
    '%s, past an estimate that let it through: stopped by the runtime budget, answering what resolved',
    async (name, query, variables) => {
      const { body, bytes, bigMs, small, smallMs } = await beside(unestimated, query, variables);
      console.log(`${name}, unestimated: ${bigMs.toFixed(0)} ms, ${bytes} bytes; small query ${smallMs.toFixed(0)} ms`);
      expectStopped(body);
      expect(bytes).toBeLessThan(1024 * 1024);
      expect(bigMs).toBeLessThan(5_000);
      expect(small.body).toEqual(answered({ __typename: 'Query' }));
      expect(smallMs).toBeLessThan(500);
    },
  );

  it('refuses a document whose work is in scalars the gateway computes, and the runtime budget stops it past an estimate that let it through', async () => {
    // About 1 200 products, each asking for its description 15 times (aliases): each computed scalar counts.
    const aliased = Array.from({ length: 14 }, (_, i) => `d${i}: description`).join(' ');
    const query = `{ nodes(ids: [${list(productIds(100))}]) { ... on Product { seller { products(first: 100) { edges { node { name description keyFeatures ${aliased} } } } } } } }`;
    const before = gw.restCalls.length;
    const refused = await gw.graphql(query);
    expect(refused.body.errors).toEqual([expect.objectContaining({ extensions: { code: 'OPERATION_TOO_COSTLY' } })]);
    expect(gw.restCalls.length).toBe(before);
    // Twice: the second finds the first's answers in the catalog cache (no REST call, so no call budget to stop it).
    for (const round of ['cold', 'cached']) {
      const { body, bytes, bigMs, small, smallMs } = await beside(unestimated, query, {});
      console.log(
        `scalars computed by the gateway, ${round}: ${bigMs.toFixed(0)} ms, ${bytes} bytes; small query ${smallMs.toFixed(0)} ms`,
      );
      expectStopped(body);
      expect(bigMs).toBeLessThan(5_000);
      expect(small.body).toEqual(answered({ __typename: 'Query' }));
      expect(smallMs).toBeLessThan(500);
    }
  });

  it('refuses a list argument longer than 100 before any REST call', async () => {
    const before = gw.restCalls.length;
    const { body } = await gw.graphql(`{ nodes(ids: [${list(productIds(101))}]) { id } }`);
    expect(body.errors).toEqual([expect.objectContaining({ extensions: { code: 'LIST_TOO_LONG' } })]);
    expect(gw.restCalls.length).toBe(before);
  });
});
