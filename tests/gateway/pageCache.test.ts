import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROOT } from '@marketplace/runtime/service';
import { startRedis } from '../../scripts/redis.ts';
import { hashPassword } from '../../rest-api/src/passwords.ts';
import { userStore } from '../../rest-api/src/users.ts';
import { PRODUCTS, USERS } from '../helpers/fixtures.ts';
import { startGateway, startGateways } from '../helpers/gateway.ts';
import { newShopper } from '../helpers/shopper.ts';

// The pages the gateway keeps for guests, with the real server renderer (built by `npm test` before the tests run)
// over a real REST API, the catalog cache on as in production.
const RENDERED = {
  webRoot: join(ROOT, 'web/dist'),
  serverRender: join(ROOT, 'web/dist-server/renderPage.js'),
  catalogTtlSeconds: 30,
};
let gw: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gw = await startGateway(RENDERED);
});
afterAll(() => gw?.close());

const ORIGIN = 'http://localhost:4000';

/**
 * A guest's page at `url` (on the public origin unless it names another host), from the test's gateway unless
 * `gateway` is given: a kept one says its Age.
 */
async function page(url: string, gateway = gw.gateway) {
  const response = await gateway.fetch(new URL(url, ORIGIN));
  const text = await response.text();
  expect(response.status).toBe(200);
  return { text, kept: response.headers.get('age') !== null, cacheControl: response.headers.get('cache-control') };
}

/** `<h1>` on the page, as the shopper reads it. */
const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('the pages kept for guests', () => {
  it('keys a page by its canonical URL: parameters it does not read, the Host header and letter case add no render', async () => {
    const first = await page(`/product-page/${PRODUCTS.inStock}?r=1`);
    expect(first.kept).toBe(false);
    expect(first.cacheControl).toBe('public, max-age=30');
    for (const url of [
      `/product-page/${PRODUCTS.inStock}?r=2`,
      `/product-page/${PRODUCTS.inStock}`,
      `http://forged.example/product-page/${PRODUCTS.inStock}?utm_source=mail`,
      `/Product-Page/${PRODUCTS.inStock}/`,
    ]) {
      const again = await page(url);
      expect([url, again.kept]).toEqual([url, true]);
      expect(again.text).toBe(first.text);
      expect(again.cacheControl).toBe('public, max-age=30');
    }
    // Unknown paths share the not-found page.
    const notFound = async (path: string) => {
      const response = await gw.gateway.fetch(new URL(path, ORIGIN));
      return [response.status, response.headers.get('age') !== null];
    };
    expect(await notFound('/no-such-page-1')).toEqual([404, false]);
    expect(await notFound('/no-such-page-2?r=3')).toEqual([404, true]);
  });

  it('keeps what a list page reads: its sort is part of the key, so another sort is its own page', async () => {
    const path = '/top-deals?sort=discount&r=1';
    expect((await page(path)).kept).toBe(false);
    expect((await page('/top-deals?r=2&sort=discount')).kept).toBe(true);
    expect((await page('/top-deals?sort=price-high-to-low')).kept).toBe(false);
  });

  it("never keeps a reset link's page: once the link is used, it no longer offers a new password", async () => {
    const email = `page.reset.${process.pid}@example.org`;
    await userStore(gw.api.deps).create({ name: 'Page Reset', email, passwordHash: await hashPassword('Old@12345') });
    await gw.graphql(`mutation ($email: String!) { requestPasswordReset(input: { email: $email }) { message } }`, {
      email,
    });
    const token = /token=(\S+?)\s/.exec((await gw.api.deps.otp.outbox(email))[0]!.body)![1]!;
    const link = `/forget-password?token=${token}`;
    const opened = await page(link);
    expect(heading(opened.text)).toBe('Set a new password');
    expect(opened.cacheControl).toBe('private, no-store');
    const reset = await gw.graphql(
      `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { userErrors { code } } }`,
      { input: { token, password: 'Fresh@2026', confirmPassword: 'Fresh@2026' } },
    );
    expect(reset.body.data.resetPassword.userErrors).toEqual([]);
    const used = await page(link);
    expect(used.kept).toBe(false);
    expect(used.text).not.toContain('Set a new password');
    expect(used.cacheControl).toBe('private, no-store');
  });

  it("never keeps a shared list's page: once its owner makes it private, the link shows neither owner nor items", async () => {
    const owner = await newShopper(gw.api);
    const created = await gw.graphql(
      `mutation ($input: CreateListInput!) { createList(input: $input) { list { listId shareUrl } } }`,
      { input: { name: 'Surprise party', productIds: [PRODUCTS.inStock] } },
      { token: owner.token },
    );
    const { listId, shareUrl } = created.body.data.createList.list;
    const link = new URL(shareUrl).pathname;
    const shared = await page(link);
    expect(shared.cacheControl).toBe('private, no-store');
    expect(shared.text).toContain('Surprise party');
    expect(shared.text).toContain('Test');
    expect(shared.text).toContain(PRODUCTS.inStock);
    const made = await gw.graphql(
      `mutation ($input: SetListPrivacyInput!) { setListPrivacy(input: $input) { list { isPrivate } } }`,
      { input: { listId, isPrivate: true } },
      { token: owner.token },
    );
    expect(made.body.data.setListPrivacy.list).toEqual({ isPrivate: true });
    const closed = await page(link);
    expect(closed.kept).toBe(false);
    expect(closed.text).not.toContain('Surprise party');
    expect(closed.text).not.toContain(PRODUCTS.inStock);
  });

  const RATE = /* GraphQL */ `
    mutation ($input: RateProductInput!) {
      rateProduct(input: $input) {
        userErrors {
          code
        }
      }
    }
  `;
  const rating = (productId: string, title: string) => ({
    input: { productId, rating: 4, title, comment: 'Rendered again' },
  });

  it('drops the kept pages when a write changes the catalog', async () => {
    const product = `/product-page/${PRODUCTS.inStock}`;
    await page(product);
    expect((await page(product)).kept).toBe(true);
    const demo = await gw.api.signIn(USERS.demo);
    const rated = await gw.graphql(RATE, rating(PRODUCTS.inStock, 'Kept pages go'), { token: demo });
    expect(rated.body.data.rateProduct.userErrors).toEqual([]);
    const after = await page(product);
    expect(after.kept).toBe(false);
    expect(after.text).toContain('Kept pages go');
    expect(after.cacheControl).toBe('public, max-age=30');
  });

  it("drops them on every instance of a cluster: a write through one drops the other's", async () => {
    const redis = await startRedis();
    const cluster = await startGateways(2, { ...RENDERED, redisUrl: redis.url });
    try {
      const [shown, written] = cluster.gateways as [(typeof cluster.gateways)[0], (typeof cluster.gateways)[0]];
      for (const { gateway } of cluster.gateways)
        await vi.waitFor(async () =>
          expect((await (await gateway.fetch(`${ORIGIN}/readyz`)).json()).checks.redis).toBe(true),
        );
      const product = `/product-page/${PRODUCTS.inStock}`;
      await page(product, shown.gateway);
      expect((await page(product, shown.gateway)).kept).toBe(true);
      const demo = await cluster.api.signIn(USERS.demo);
      const rated = await written.graphql(RATE, rating(PRODUCTS.inStock, 'Dropped everywhere'), { token: demo });
      expect(rated.body.data.rateProduct.userErrors).toEqual([]);
      // The other instance hears of the change over Redis, a moment after the write's answer.
      await vi.waitFor(async () => expect((await page(product, shown.gateway)).text).toContain('Dropped everywhere'));
    } finally {
      await cluster.close();
      await redis.stop();
    }
  });
});
