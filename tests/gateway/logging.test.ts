import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createGateway } from '../../gateway/src/yoga.ts';
import { DEMO, startApi, type TestApi } from '../helpers/api.ts';
import { gatewayConfig } from '../helpers/gateway.ts';
import { memoryLog } from '../helpers/memoryLog.ts';

let api: TestApi;
let gateway: ReturnType<typeof createGateway>;
const restLog = memoryLog();
const gatewayLog = memoryLog();
beforeAll(async () => {
  api = await startApi({ log: restLog.log });
  gateway = createGateway(gatewayConfig({ upstreamUrl: api.url, log: gatewayLog.log }));
});
afterAll(async () => {
  await gateway.dispose();
  await api.close();
});

describe('logs', () => {
  it('carry one request id on both sides of a REST API failure, and no token or REST answer', async () => {
    const token = await api.signIn(DEMO);
    await sql`ALTER TABLE categories RENAME TO categories_gone`.execute(api.queries);
    try {
      const response = await gateway.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'x-request-id': 'checkout-7f3a',
        },
        body: JSON.stringify({ query: '{ topCategories { categoryId } viewer { user { name } } }' }),
      });
      const body = await response.json();
      expect(body.errors[0].message).toBe('Unexpected error.');
      expect(response.headers.get('x-request-id')).toBe('checkout-7f3a');
    } finally {
      await sql`ALTER TABLE categories_gone RENAME TO categories`.execute(api.queries);
    }
    const restLine = restLog.lines.find((line) => line.msg === 'unhandled error');
    const gatewayLine = gatewayLog.lines.find((line) => line.msg === 'unexpected error');
    expect(restLine).toMatchObject({ reqId: 'checkout-7f3a', path: '/fetchCategory' });
    expect(gatewayLine).toMatchObject({ reqId: 'checkout-7f3a', path: ['topCategories'] });
    const everything = JSON.stringify([...restLog.lines, ...gatewayLog.lines]);
    expect(everything).not.toContain(token);
  });

  it('give each request a fresh id when the caller sends none (or one that is not an id)', async () => {
    const ask = (headers: Record<string, string>) =>
      gateway.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{"query":"{ __typename }"}',
      });
    const first = (await ask({})).headers.get('x-request-id');
    const second = (await ask({ 'x-request-id': 'bad id with spaces <script>' })).headers.get('x-request-id');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });
});
