// Issue 58.1: each rule has one owner. The REST API prices a line (the gateway's checkout shows what its placement
// check charges), its `rating` is read as it is, and one helper turns rupees into paise.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalId, startGateway, type TestGateway } from '../helpers/gateway.ts';
import { PRODUCTS } from '../helpers/fixtures.ts';
import { orderBody, product, tiersOf } from '../helpers/orderHelpers.ts';
import { newShopper } from '../helpers/shopper.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** While set, the REST API's product details answer the `rating` this gives for the one they carry. */
let rewriteRating: ((rating: number) => number) | null = null;
let upstream = '';
let proxy: Server;
let gw: TestGateway;

beforeAll(async () => {
  // A REST API whose product details may say another mean than their star counts give: the gateway must show it.
  // Until the REST API's address is known (the gateway's start asks for its health first) the proxy answers 502.
  proxy = createServer((req, res) =>
    forward(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    }),
  );
  async function forward(req: IncomingMessage, res: ServerResponse) {
    if (!upstream) throw new Error('no upstream yet');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
    ) as Record<string, string>;
    const answer = await fetch(upstream + req.url, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    let body = await answer.text();
    if (rewriteRating && req.url?.startsWith('/getProductInnerDetails') && answer.ok) {
      const json = JSON.parse(body) as { productDetails: { rating: number } };
      json.productDetails.rating = rewriteRating(json.productDetails.rating);
      body = JSON.stringify(json);
    }
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    res.end(body);
  }
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  gw = await startGateway({ upstreamUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` });
  upstream = gw.api.url;
});
afterAll(async () => {
  await gw.close();
  await new Promise((resolve) => proxy.close(resolve));
});

const CHECKOUT = /* GraphQL */ `
  query ($source: CheckoutSource!, $productId: ID, $quantity: Int) {
    viewer {
      checkout(source: $source, productId: $productId, quantity: $quantity) {
        lines {
          product {
            productId
          }
          quantity
          unitPrice {
            amount
          }
          lineTotal {
            amount
          }
        }
        total {
          amount
        }
      }
    }
  }
`;

interface CheckoutAnswer {
  lines: {
    product: { productId: string };
    quantity: number;
    unitPrice: { amount: string };
    lineTotal: { amount: string };
  }[];
  total: { amount: string };
}

/** The checkout's lines in the shape of the REST placement check's priced lines. */
const asPricedLines = (checkout: CheckoutAnswer) =>
  checkout.lines.map((l) => ({
    id: l.product.productId,
    quantity: l.quantity,
    unitPrice: Number(l.unitPrice.amount),
    lineTotal: Number(l.lineTotal.amount),
  }));

/** Every quantity at the edge of one of the product's tier ranges (one under, first, last, one over). */
async function tierEdges(productId: string) {
  const edges = (await tiersOf(gw.api, productId)).flatMap(({ range }) => {
    const [min, max] = range.endsWith('+') ? [Number(range.slice(0, -1)), null] : range.split('-').map(Number);
    return [min! - 1, min!, ...(max == null ? [] : [max, max + 1])];
  });
  return [...new Set(edges)].sort((a, b) => a - b);
}

describe('prices: the REST API prices, the checkout shows its prices', () => {
  it('a Buy Now at each tier edge: the checkout is what the placement check charges, read from the REST API', async () => {
    const s = await newShopper(gw.api);
    const { b2bminQty, b2bMaxQty, stock } = await product(gw.api, PRODUCTS.inStock);
    const quantities = (await tierEdges(PRODUCTS.inStock)).filter(
      (q) => q >= b2bminQty && q <= Math.min(b2bMaxQty, stock),
    );
    expect(quantities.length).toBeGreaterThanOrEqual(3);
    for (const quantity of quantities) {
      const calls = gw.restCalls.length;
      const { body } = await gw.graphql(
        CHECKOUT,
        { source: 'PRODUCT', productId: globalId('Product', PRODUCTS.inStock), quantity },
        { token: s.token },
      );
      const checkout = body.data.viewer.checkout as CheckoutAnswer;
      expect(gw.restCalls.slice(calls)).toContain(`GET /product-price/${PRODUCTS.inStock}?quantity=${quantity}`);
      const lines = [{ id: PRODUCTS.inStock, quantity }];
      const check = await gw.api.post(
        '/single-product-place-order/check',
        await orderBody(gw.api, lines, { totalPrice: Number(checkout.total.amount) }),
        { token: s.token },
      );
      expect(check.status, `quantity ${quantity}: ${check.body.message}`).toBe(200);
      expect(check.body.lines).toEqual(asPricedLines(checkout));
      expect(check.body.totalPrice).toBe(Number(checkout.total.amount));
    }
  });

  it('a cart at tier edges: the checkout is what the placement check charges', async () => {
    const s = await newShopper(gw.api);
    const { b2cMaxQty } = await product(gw.api, PRODUCTS.inStock);
    const edge = (await tierEdges(PRODUCTS.inStock)).filter((q) => q >= 1 && q <= b2cMaxQty).at(-1)!;
    const cart = [
      { id: PRODUCTS.inStock, quantity: edge },
      { id: PRODUCTS.neverBought, quantity: 1 },
    ];
    for (const { id, quantity } of cart)
      expect((await gw.api.post('/move-to-cart', { productId: id, quantity }, { token: s.token })).status).toBe(200);
    const { body } = await gw.graphql(CHECKOUT, { source: 'CART' }, { token: s.token });
    const checkout = body.data.viewer.checkout as CheckoutAnswer;
    const check = await gw.api.post(
      '/place-order/check',
      await orderBody(
        gw.api,
        asPricedLines(checkout).map(({ id, quantity }) => ({ id, quantity })),
        {
          totalPrice: Number(checkout.total.amount),
        },
      ),
      { token: s.token },
    );
    expect(check.status, check.body.message).toBe(200);
    expect(check.body.lines).toEqual(asPricedLines(checkout));
    expect(asPricedLines(checkout).map((l) => l.quantity)).toContain(edge);
  });
});

describe('ratings: the REST API averages', () => {
  it("shows a product's rating as the REST API answers it, whatever its star counts give", async () => {
    rewriteRating = (rating) => (rating === 4.9 ? 1.3 : 4.9);
    try {
      const id = PRODUCTS.inStock;
      const { body } = await gw.graphql(
        /* GraphQL */ `
          query ($id: ID!) {
            product(productId: $id) {
              rating {
                average
                count
              }
            }
          }
        `,
        { id: globalId('Product', id) },
      );
      expect(body.errors).toBeUndefined();
      const rest = await gw.api.get(`/getProductInnerDetails?pId=${id}`);
      expect(body.data.product.rating.average).toBe(rewriteRating(rest.body.productDetails.rating));
    } finally {
      rewriteRating = null;
    }
  });
});

/** The TypeScript files under these folders of the repository (generated and built ones apart), as paths in it. */
function sourcesUnder(...dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory())
        return ['node_modules', 'dist', '__generated__'].includes(entry.name) ? [] : sourcesUnder(path);
      return /\.tsx?$/.test(entry.name) ? [path] : [];
    }),
  );
}

/** The files under `dirs` whose text matches every one of `patterns`. */
const matching = (dirs: string[], ...patterns: RegExp[]) =>
  sourcesUnder(...dirs).filter((path) =>
    patterns.every((pattern) => pattern.test(readFileSync(join(ROOT, path), 'utf8'))),
  );

describe('one owner in the source', () => {
  it('no gateway module prices a quantity by its tiers (a tier price chosen by comparing a quantity)', () => {
    expect(matching(['gateway/src'], /\bdiscountPrice\b/, /\bquantity\s*[<>]=?/)).toEqual([]);
  });

  it('no gateway module averages star counts', () => {
    expect(matching(['gateway/src'], /\bfiveRating\b/, /\/\s*\(?\s*count\b/)).toEqual([]);
  });

  it('rupees become paise in one helper, for the REST API and the gateway both', () => {
    expect(matching(['gateway/src', 'rest-api/src', 'runtime', 'bench'], /\b(const|function)\s+toPaise\b/)).toEqual([
      'runtime/money.ts',
    ]);
  });
});
