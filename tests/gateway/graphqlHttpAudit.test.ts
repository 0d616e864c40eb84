// The GraphQL-over-HTTP spec's conformance audit (graphql-http's `auditServer`), run against the real gateway as a
// client without cookies sends it. Every audit passes, the MAY ones included: no failure, warning or notice is
// accepted (were one ever justified, it would be listed here by id with the reason, and in docs/clients.md).
import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

it('passes every audit of the GraphQL-over-HTTP spec, with no warning or notice', async () => {
  const results = await auditServer({
    url: 'http://gateway.test/graphql',
    fetchFn: (input: string, init?: RequestInit) => gw.gateway.fetch(new Request(input, init)),
  });
  expect(results.length).toBeGreaterThan(50);
  const notOk = results.flatMap((result) =>
    result.status === 'ok' ? [] : [`${result.id} ${result.status} "${result.name}": ${result.reason}`],
  );
  expect(notOk).toEqual([]);
});
