import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBreaker, retryDelay } from '../../gateway/src/upstream/resilience.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { gatewayConfig } from '../helpers/gateway.ts';
import { createGateway } from '../../gateway/src/yoga.ts';

describe('retry delays', () => {
  it('retry reads that failed for a passing reason, with jittered exponential waits, at most twice', () => {
    expect(retryDelay(502, undefined, 0, () => 0)).toBe(25);
    expect(retryDelay(504, undefined, 1, () => 1)).toBe(150);
    expect(retryDelay(503, undefined, 2, () => 0.5)).toBeNull();
    for (const status of [400, 401, 404, 409, 500]) expect(retryDelay(status, undefined, 0)).toBeNull();
  });

  it("honour the API's Retry-After when it is short, and give up when it is long", () => {
    expect(retryDelay(429, 1, 0)).toBe(1000);
    expect(retryDelay(503, 0, 0)).toBe(0);
    expect(retryDelay(429, 30, 0)).toBeNull();
  });
});

describe('the circuit breaker', () => {
  it('opens after consecutive failures, lets one trial through after the cooldown, and closes on success', () => {
    let now = 0;
    const breaker = createBreaker({ failures: 3, cooldownMs: 1000 }, () => now);
    for (let i = 0; i < 3; i++) {
      expect(breaker.allows()).toBe(true);
      breaker.failed();
    }
    expect(breaker.open).toBe(true);
    expect(breaker.allows()).toBe(false);
    now = 1000;
    expect(breaker.allows(), 'one trial after the cooldown').toBe(true);
    expect(breaker.allows(), 'only one').toBe(false);
    breaker.failed();
    expect(breaker.allows(), 'a failed trial opens it again').toBe(false);
    now = 2000;
    expect(breaker.allows()).toBe(true);
    breaker.succeeded();
    expect(breaker.open).toBe(false);
    expect(breaker.allows()).toBe(true);
  });
});

/** A proxy before the REST API that can drop connections, to play a flaky or dead upstream. */
let api: TestApi;
let proxyUrl: string;
let mode: 'up' | 'drop' = 'up';
let dropNext = 0;
/** Paths the proxy answers with a 500 of its own. */
const failing = new Set<string>();
const seen: string[] = [];
const proxy = createServer(async (request: IncomingMessage, response: ServerResponse) => {
  seen.push(`${request.method} ${request.url}`);
  if (mode === 'drop' || dropNext > 0) {
    dropNext = Math.max(0, dropNext - 1);
    return void request.socket.destroy();
  }
  if (failing.has(request.url ?? ''))
    return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"boom"}');
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
  ) as Record<string, string>;
  const answer = await fetch(`${api.url}${request.url}`, {
    method: request.method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
  response.end(Buffer.from(await answer.arrayBuffer()));
});

beforeAll(async () => {
  api = await startApi();
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
  await api.close();
});

async function ask(gateway: ReturnType<typeof createGateway>, query: string) {
  const response = await gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: await response.json() };
}

describe('a flaky or dead REST API', () => {
  it('tries a failed read again and answers; never repeats a write', async () => {
    const gateway = createGateway(
      gatewayConfig({ upstreamUrl: proxyUrl, breaker: { failures: 100, cooldownMs: 1000 } }),
    );
    try {
      seen.length = 0;
      dropNext = 1;
      const read = await ask(gateway, '{ topCategories { categoryId } }');
      expect(read.body.errors).toBeUndefined();
      expect(read.body.data.topCategories.length).toBeGreaterThan(0);
      expect(seen.filter((s) => s.startsWith('GET /fetchCategory'))).toHaveLength(2);

      seen.length = 0;
      dropNext = 1;
      const write = await ask(
        gateway,
        'mutation { signInWithEmail(input: { email: "demo@example.com", password: "Demo@1234" }) { userErrors { message } } }',
      );
      expect(write.body.data).toBeNull();
      expect(seen.filter((s) => s.startsWith('POST'))).toEqual(['POST /signin-check']);
    } finally {
      await gateway.dispose();
    }
  });

  it('stops calling a dead REST API (fast, masked failures) and closes again by itself when it is back', async () => {
    // The breaker's clock stands still until the test moves it: on a busy machine five answers could outlast the
    // cooldown and let a trial call through while the test expects the breaker still open.
    vi.useFakeTimers({ toFake: ['Date'] });
    const gateway = createGateway(gatewayConfig({ upstreamUrl: proxyUrl, breaker: { failures: 3, cooldownMs: 500 } }));
    try {
      mode = 'drop';
      seen.length = 0;
      for (let i = 0; i < 3; i++)
        expect((await ask(gateway, '{ topCategories { categoryId } }')).body.errors[0].message).toBe(
          'Unexpected error.',
        );
      const callsWhileOpening = seen.length;
      expect(callsWhileOpening, 'each read tried three times until the breaker opened').toBeLessThanOrEqual(9);
      for (let i = 0; i < 5; i++)
        expect((await ask(gateway, '{ topCategories { categoryId } }')).body.errors[0].message).toBe(
          'Unexpected error.',
        );
      expect(seen.length, 'open: no call reaches the dead API').toBe(callsWhileOpening);

      mode = 'up';
      vi.setSystemTime(Date.now() + 550);
      const back = await ask(gateway, '{ topCategories { categoryId } }');
      expect(back.body.errors).toBeUndefined();
      expect(back.body.data.topCategories.length).toBeGreaterThan(0);
      expect((await ask(gateway, '{ __typename topCategories { categoryId } }')).body.errors).toBeUndefined();
    } finally {
      mode = 'up';
      vi.useRealTimers();
      await gateway.dispose();
    }
  });
});

describe('a part of the graph that fails', () => {
  it("leaves the FAQ null with a masked error and still answers the rest (the help centre says 'Failed to load FAQ data')", async () => {
    const gateway = createGateway(gatewayConfig({ upstreamUrl: proxyUrl }));
    try {
      failing.add('/faq');
      const { status, body } = await ask(gateway, '{ topCategories { categoryId } faq { question } }');
      expect(status).toBe(200);
      expect(body.data.faq).toBeNull();
      expect(body.data.topCategories.length).toBeGreaterThan(0);
      expect(body.errors).toEqual([expect.objectContaining({ message: 'Unexpected error.', path: ['faq'] })]);
    } finally {
      failing.clear();
      await gateway.dispose();
    }
  });
});
