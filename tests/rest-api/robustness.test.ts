// Adversarial cases from the security review: each guards a hole that was found and closed (search input,
// undocumented statuses, account takeover, money), or an edge no other file covers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithShoppers, type TestApi } from '../helpers/api.ts';
import { phoneAccount, uniqueContact, verifyPhone } from '../helpers/authFlows.ts';
import { PRODUCTS } from '../helpers/fixtures.ts';
import { coinsOf, orderBody, setCoins, snapshot, subTotalPaise } from '../helpers/orderHelpers.ts';
import { specMismatch } from '../helpers/openapi.ts';

let api: TestApi, demo: string;
beforeAll(async () => ({ api, demo } = await startWithShoppers()));
afterAll(() => api.close());

/** A raw request, so an undocumented status (a 500, say) is asserted on instead of thrown by the spec check. */
async function raw(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) {
  const res = await fetch(api.url + path, { method, headers: init.headers, body: init.body });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body };
}

describe('search input', () => {
  it.each(['/getSearchProd', '/getSearch-suggestions'])(
    '%s answers 4xx (not 500) for a query containing NUL',
    async (path) => {
      for (const q of ['%00%00%00', 'abc%00', 'ri%00ce']) {
        const res = await raw('GET', `${path}?q=${q}`);
        expect(res.status, `q=${q}`).toBeLessThan(500);
        expect(res.status, `q=${q}`).not.toBe(404);
      }
    },
  );
});

describe('malformed paths', () => {
  it.each([
    '/%E0%A4%A',
    '/images/%E0%A4%A',
    '/uploads/%E0%A4%A',
    '/fetch-single-category/%E0%A4%A/x',
    '/getOneSeller?sellerId=%ZZ',
  ])('%s answers 4xx with a message and no stack', async (path) => {
    const res = await raw('GET', path);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    expect(Object.keys(res.body as object).filter((key) => !['message', 'code', 'field'].includes(key))).toEqual([]);
    expect(JSON.stringify(res.body)).not.toMatch(/URIError|at \w+ \(|\.ts:\d+/);
  });
});

describe('contract: every status the API answers is documented in openapi.yaml', () => {
  it('POST /signin-check with a malformed or empty JSON body', async () => {
    for (const body of ['{"email":', '']) {
      const res = await raw('POST', '/signin-check', { body, headers: { 'content-type': 'application/json' } });
      expect(specMismatch('POST', '/signin-check', res.status, res.body), JSON.stringify(res)).toBeNull();
    }
  });

  it('GET /uploads/{id} with an over-long id', async () => {
    const path = `/uploads/${'a'.repeat(65)}`;
    const res = await raw('GET', path);
    expect(specMismatch('GET', path, res.status, res.body), JSON.stringify(res)).toBeNull();
  });

  it('POST /move-to-cart with a form body', async () => {
    const res = await raw('POST', '/move-to-cart', {
      body: `productId=${PRODUCTS.neverBought}`,
      headers: { authorization: `Bearer ${demo}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(specMismatch('POST', '/move-to-cart', res.status, res.body), JSON.stringify(res)).toBeNull();
  });
});

describe('account takeover paths', () => {
  it('a Google sign-in never lands in an account whose e-mail was never verified by its creator', async () => {
    const squatter = await phoneAccount(api, 'squat');
    const squatterId = (await api.get('/user-details', { token: squatter.token })).body.user.id as string;
    const credential = await api.google.issue({ email: squatter.email, name: 'Real Owner' });
    const res = await raw('POST', '/sign-up-with-google', {
      body: JSON.stringify({ token: credential }),
      headers: { 'content-type': 'application/json' },
    });
    if (res.status === 200) {
      const me = await api.get('/user-details', { token: (res.body as { token: string }).token });
      expect(me.body.user.id, 'the Google user was signed into the squatter account').not.toBe(squatterId);
    } else {
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
  });

  it("a phone number set without verification does not capture its real owner's phone sign-in", async () => {
    const claimer = await phoneAccount(api, 'claim');
    const claimerId = (await api.get('/user-details', { token: claimer.token })).body.user.id as string;
    const stranger = uniqueContact('stranger');
    await api.post('/updateUser', { phone: stranger.number }, { token: claimer.token });

    const check = await verifyPhone(api, stranger.number);
    if (check.status === 409) {
      const me = await api.get('/user-details', { token: check.body.token });
      expect(me.body.user.id, "the stranger was signed into the claimer's account").not.toBe(claimerId);
    } else {
      expect(check.status).toBe(200);
    }
  });
});

describe('money', () => {
  it('returns the redeemed coins when a whole order is cancelled', async () => {
    await setCoins(api, 100);
    const lines = [{ id: PRODUCTS.neverBought, quantity: 2 }];
    expect(await subTotalPaise(api, lines)).toBeGreaterThan(100 * 10 * 10); // 100 coins stay under the 10% cap
    const placed = await api.post('/place-order', await orderBody(api, lines, { creditCoins: 100 }), { token: demo });
    expect(placed.status).toBe(201);
    expect(await coinsOf(api)).toBe(0);

    const [order] = (await api.get(`/get-order-summery/${placed.body.orderId}`, { token: demo })).body.orders;
    const cancel = await api.post(
      '/cancel-order',
      {
        orderId: order.id,
        productIds: [PRODUCTS.neverBought],
        cancellationReason: 'I changed my mind',
        refundMethod: 'wallet',
      },
      { token: demo },
    );
    expect(cancel.status).toBe(200);
    expect(await coinsOf(api), 'coins spent on a fully cancelled order').toBe(100);
  });

  it('rejects an Idempotency-Key reused with a different request body', async () => {
    const headers = { 'Idempotency-Key': 'robust-key-0001' };
    const first = await api.post('/place-order', await orderBody(api, [{ id: PRODUCTS.inStock, quantity: 1 }]), {
      token: demo,
      headers,
    });
    expect(first.status).toBe(201);
    const before = await snapshot(api, [PRODUCTS.fewLeft]);
    const different = await api.post('/place-order', await orderBody(api, [{ id: PRODUCTS.fewLeft, quantity: 2 }]), {
      token: demo,
      headers,
    });
    expect(await snapshot(api, [PRODUCTS.fewLeft])).toEqual(before);
    expect(different.status, JSON.stringify(different.body)).toBeGreaterThanOrEqual(400);
  });

  // quantities that are not safe integers (1e308, 2^53+1) are 400, never stored.
  it('rejects unsafe-integer quantities in the cart and in orders', async () => {
    for (const quantity of [1e308, 2 ** 53 + 1, 1.5, -0.5]) {
      const cart = await api.post('/move-to-cart', { productId: PRODUCTS.neverBought, quantity }, { token: demo });
      expect(cart.status, String(quantity)).toBe(400);
      const order = await api.post('/place-order', await orderBody(api, [{ id: PRODUCTS.neverBought, quantity }]), {
        token: demo,
      });
      expect(order.status, String(quantity)).toBe(400);
    }
  });
});
