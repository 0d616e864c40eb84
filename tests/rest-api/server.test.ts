import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_LISTENING, startService, type Service } from '@marketplace/runtime/service';

let server: Service;
let base: string;
const dir = mkdtempSync(join(tmpdir(), 'mkt-server-'));

beforeAll(async () => {
  server = await startService(
    'rest-api/src/server.ts',
    { API_PORT: '0', API_DB: join(dir, 'fresh.db'), NODE_ENV: 'test' },
    API_LISTENING,
  );
  base = server.url;
}, 60_000);

afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run api on a fresh database file', () => {
  it('creates and seeds the database on first start and answers /healthz', async () => {
    const health = await fetch(`${base}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const categories = await (await fetch(`${base}/fetchCategory`)).json();
    expect(categories.categories.some((c: { name: string }) => c.name === 'Groceries')).toBe(true);
  });

  it('signs the demo customer in and opens the cart with the token', async () => {
    const signIn = await fetch(`${base}/signin-check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com', password: 'Demo@1234' }),
    });
    const { token } = await signIn.json();
    const cart = await fetch(`${base}/get-cart-products`, { headers: { authorization: `Bearer ${token}` } });
    expect(cart.status).toBe(200);
    expect((await cart.json()).cart.map((i: { productId: string }) => i.productId).sort()).toEqual([
      'PRD000010',
      'PRD000011',
    ]);
  });

  it('answers unknown routes and malformed JSON with a 4xx JSON message, never a stack trace', async () => {
    const missing = await fetch(`${base}/no-such-call`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Cannot GET /no-such-call', code: 'ROUTE_NOT_FOUND' });
    const malformed = await fetch(`${base}/signin-check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(malformed.status).toBe(400);
    const body = await malformed.text();
    expect(JSON.parse(body)).toHaveProperty('message');
    expect(body).not.toMatch(/at .*\.ts:\d+/);
  });
});
