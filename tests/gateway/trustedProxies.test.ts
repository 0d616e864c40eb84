import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({
    trustedProxies: ['loopback'],
    rateLimits: {
      requestsPerMinute: 2,
      filesPerMinute: 0,
      signInsPerMinute: 0,
      costPerMinute: 0,
      concurrentPerClient: 0,
    },
  });
});
afterAll(() => gw.close());

/** A request as Node's server gives it to Yoga: from the socket peer `peer`, with an X-Forwarded-For header. */
async function viaPeer(peer: string, xForwardedFor: string) {
  const response = await gw.gateway.fetch(
    'http://gateway.test/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { cart { totalCount } } }' }),
    },
    { req: { socket: { remoteAddress: peer }, headers: { 'x-forwarded-for': xForwardedFor } } },
  );
  return response.status;
}

describe('behind a trusted load balancer (TRUSTED_PROXIES=loopback)', () => {
  it('counts each shopper by the address the load balancer appended, not by the balancer', async () => {
    expect(await viaPeer('127.0.0.1', '198.51.100.7')).toBe(200);
    expect(await viaPeer('127.0.0.1', '10.9.9.9, 198.51.100.7')).toBe(200);
    expect(await viaPeer('127.0.0.1', '198.51.100.7'), 'the third request of that shopper').toBe(429);
    expect(await viaPeer('127.0.0.1', '198.51.100.8'), 'another shopper behind the same balancer').toBe(200);
  });

  it('ignores X-Forwarded-For from a peer it does not trust (a shopper cannot pick the address it is counted as)', async () => {
    expect(await viaPeer('203.0.113.5', '198.51.100.9')).toBe(200);
    expect(await viaPeer('203.0.113.5', '198.51.100.10')).toBe(200);
    expect(await viaPeer('203.0.113.5', '198.51.100.11')).toBe(429);
  });
});
