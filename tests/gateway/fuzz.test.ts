import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { faker } from '@faker-js/faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../helpers/api.ts';
import { fromClient, startGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;
let demo: string;
beforeAll(async () => {
  gw = await startGateway();
  demo = await gw.api.signIn(DEMO);
});
afterAll(() => gw.close());

setFlagsFromString('--expose_gc');
const collectGarbage = runInNewContext('gc') as () => void;
const heapUsed = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

const REQUESTS = 10_000;

/** Real operations whose variables the fuzzer fills with values of the wrong kind. */
const OPERATIONS = [
  'query ($id: ID!) { node(id: $id) { id ... on Product { name } } }',
  'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }',
  'query ($q: String!, $first: Int, $after: String) { searchProducts(query: $q, first: $first, after: $after) { totalCount edges { cursor } } }',
  'query ($productId: ID!) { product(productId: $productId) { name rating { average } } }',
  'query ($filter: OrderFilter, $first: Int, $after: String) { viewer { orders(filter: $filter, first: $first, after: $after) { totalCount } } }',
  'query ($categoryId: ID!, $sort: ProductSort) { category(categoryId: $categoryId) { products(sort: $sort) { totalCount } } }',
  'mutation ($input: AddToCartInput!) { addToCart(input: $input) { userErrors { message } } }',
  'mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { userErrors { message } } }',
  'mutation ($input: SignInWithEmailInput!) { signInWithEmail(input: $input) { userErrors { message } } }',
];

/** Any JSON value, sometimes huge, odd or nested. */
function wildValue(depth = 0): unknown {
  const pick = faker.number.int({ min: 0, max: 13 });
  switch (pick) {
    case 0:
      return faker.number.int({ min: -2_147_483_648, max: 2_147_483_647 });
    case 1:
      return faker.helpers.arrayElement([1e308, -1e308, 2 ** 53 + 1, -0, 0.5, Number.MAX_SAFE_INTEGER]);
    case 2:
      return faker.string.alphanumeric({ length: faker.number.int({ min: 0, max: 40 }) });
    case 3:
      return 'x'.repeat(faker.number.int({ min: 10_000, max: 200_000 }));
    case 4:
      return Buffer.from(faker.string.sample(20)).toString('base64');
    case 5:
      return Buffer.from(`cursor:${faker.string.alphanumeric(12)}:${faker.number.int()}`).toString('base64');
    case 6:
      return Buffer.from(
        `${faker.helpers.arrayElement(['Product', 'Order', 'User', 'List', 'Nope'])}:${faker.string.sample(8)}`,
      ).toString('base64');
    case 7:
      return null;
    case 8:
      return faker.datatype.boolean();
    case 9:
      return depth > 3 ? [] : Array.from({ length: faker.number.int({ max: 5 }) }, () => wildValue(depth + 1));
    case 10:
      return depth > 3
        ? {}
        : Object.fromEntries(
            Array.from({ length: faker.number.int({ max: 4 }) }, () => [
              faker.helpers.arrayElement(['productId', 'quantity', 'orderId', 'email', 'status', 'x', '__proto__']),
              wildValue(depth + 1),
            ]),
          );
    case 11:
      return faker.string.sample(faker.number.int({ min: 1, max: 30 }));
    case 12:
      return faker.helpers.arrayElement(['PRD000001', 'ORD0001', 'CAT125', 'DELIVERED', 'PRICE_LOW_TO_HIGH', '']);
    default:
      return depth > 8 ? 1 : { a: wildValue(depth + 1) };
  }
}

const wildVariables = () =>
  Object.fromEntries(
    ['id', 'ids', 'q', 'first', 'after', 'productId', 'filter', 'categoryId', 'sort', 'input'].map((name) => [
      name,
      wildValue(),
    ]),
  );

/** One malformed (or merely strange) request. */
function wildRequest(): { method: string; headers: Record<string, string>; body?: string; path?: string } {
  const json = { 'content-type': 'application/json' };
  switch (faker.number.int({ min: 0, max: 11 })) {
    case 0: // not JSON at all, or JSON cut short
      return {
        method: 'POST',
        headers: json,
        body: faker.helpers.arrayElement([
          faker.string.sample(50),
          '{"query": "{ viewer { id }',
          '',
          'null',
          '[]',
          '[[[[]]]]',
          '"query"',
          '{"query": {}}',
        ]),
      };
    case 1: // a real operation with variables of the wrong kind
      return {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ query: faker.helpers.arrayElement(OPERATIONS), variables: wildVariables() }),
      };
    case 2: // fields of the wrong type in the envelope
      return {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          query: wildValue(),
          variables: wildValue(),
          operationName: wildValue(),
          extensions: wildValue(),
        }),
      };
    case 3: // deep nesting, in the document or in the JSON
      return faker.datatype.boolean()
        ? {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ query: `{ ${'viewer { cart { '.repeat(faker.number.int({ min: 5, max: 400 }))} }` }),
          }
        : {
            method: 'POST',
            headers: json,
            body: `{"query":"{ viewer { id } }","variables":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
          };
    case 4: // unknown fields, types and operations
      return {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          query: `query A { ${faker.lorem.word()} } query B { viewer { ${faker.lorem.word()} } }`,
          operationName: faker.helpers.arrayElement(['C', 'A', null, 42]),
        }),
      };
    case 5: // syntax garbage
      return {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ query: faker.string.sample(faker.number.int({ min: 1, max: 500 })) }),
      };
    case 6: // odd content types
      return {
        method: 'POST',
        headers: {
          'content-type': faker.helpers.arrayElement([
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'multipart/form-data; boundary=x',
            'application/json; charset=utf-16',
            '',
          ]),
        },
        body: 'query={viewer{id}}',
      };
    case 7: // odd methods
      return {
        method: faker.helpers.arrayElement(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']),
        headers: json,
        body: undefined,
      };
    case 8: // GET with junk parameters
      return {
        method: 'GET',
        headers: {
          'x-graphql-csrf': '1',
          accept: faker.helpers.arrayElement([
            'application/json',
            '*/*',
            'text/html',
            'application/graphql-response+json',
          ]),
        },
        path: `/graphql?query=${encodeURIComponent(faker.string.sample(30))}&variables=${encodeURIComponent(faker.string.sample(10))}`,
      };
    case 9: // a batch of junk
      return {
        method: 'POST',
        headers: json,
        body: JSON.stringify(
          Array.from({ length: faker.number.int({ min: 0, max: 8 }) }, () => ({
            query: faker.helpers.arrayElement([...OPERATIONS, 'x']),
            variables: wildVariables(),
          })),
        ),
      };
    case 10: // junk paths and broken escapes
      return {
        method: 'GET',
        headers: {},
        path: faker.helpers.arrayElement([
          '/%E0%A4%A',
          '/graphql/%zz',
          `/images/${faker.string.sample(10)}`,
          '/uploads/../../etc/passwd',
          `/${faker.string.alphanumeric(300)}`,
        ]),
      };
    default: // huge but allowed documents
      return {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          query: `{ viewer { id } } # ${'y'.repeat(faker.number.int({ min: 1_000, max: 500_000 }))}`,
        }),
      };
  }
}

describe('fuzzing the gateway', () => {
  it(`answers ${REQUESTS} malformed requests without a 5xx, keeps serving, and its heap stops growing (bounded caches, no leak)`, async () => {
    faker.seed(20261125);
    const baseline = heapUsed();
    const statuses = new Map<number, number>();
    const fiveHundreds: string[] = [];
    const round = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const request = wildRequest();
        const headers = { ...request.headers, ...(i % 3 === 0 ? { authorization: `Bearer ${demo}` } : {}) };
        const response = await gw.gateway.fetch(
          `http://gateway.test${request.path ?? '/graphql'}`,
          { method: request.method, headers, body: request.body },
          fromClient('127.0.0.1'),
        );
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 500 && fiveHundreds.length < 5)
          fiveHundreds.push(
            `${response.status} ${request.method} ${request.path ?? ''} ${request.body?.slice(0, 200)}`,
          );
      }
    };
    await round(REQUESTS);
    const afterFirst = heapUsed();
    await round(REQUESTS / 4);
    const afterSecond = heapUsed();
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log('fuzz statuses', Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
    console.log(
      `fuzz heap: ${mb(baseline)} MB before, ${mb(afterFirst)} MB after ${REQUESTS} requests, ${mb(afterSecond)} MB after ${REQUESTS / 4} more`,
    );
    expect(fiveHundreds).toEqual([]);
    const { body } = await gw.graphql('{ viewer { user { name } } }', {}, { token: demo });
    expect(body.data.viewer.user.name).toBe('Rahul Sharma');
    // What stays is the parse and validation caches (bounded: 1024 documents of at most 20 000 characters).
    expect((afterFirst - baseline) / 1024 / 1024).toBeLessThan(128);
    expect((afterSecond - afterFirst) / 1024 / 1024, 'no growth once the caches are full').toBeLessThan(16);
  }, 240_000);
});
