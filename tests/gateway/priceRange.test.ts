// Issue 57: a card's price range is the product page's prices, for every seeded product.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { all } from '../../rest-api/src/db/queries.ts';
import { globalId, startGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

type Priced = {
  productId: string;
  offerPrice: { amount: string };
  quantityBounds: { min: number; max: number };
  tierPrices: { minQuantity: number | null; maxQuantity: number | null; price: { amount: string } }[];
  tierPriceRange: { min: { amount: string }; max: { amount: string } } | null;
};

const QUERY = /* GraphQL */ `
  query ($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Product {
        productId
        offerPrice {
          amount
        }
        quantityBounds {
          min
          max
        }
        tierPrices {
          minQuantity
          maxQuantity
          price {
            amount
          }
        }
        tierPriceRange {
          min {
            amount
          }
          max {
            amount
          }
        }
      }
    }
  }
`;

/** The price the product page's buy box shows for `quantity` pieces: the tier holding it, else the offer price. */
const pagePrice = (p: Priced, quantity: number) =>
  Number(
    (
      p.tierPrices.find(
        (t) => t.minQuantity != null && quantity >= t.minQuantity && quantity <= (t.maxQuantity ?? Infinity),
      )?.price ?? p.offerPrice
    ).amount,
  );

describe("a card's tier price range", () => {
  it('is the lowest and highest price the product page shows from the minimum order quantity to the maximum', async () => {
    const ids = await all(
      gw.api.queries,
      sql<{ productId: string }>`SELECT productId FROM products ORDER BY productId`,
    );
    const products: Priced[] = [];
    for (let start = 0; start < ids.length; start += 50) {
      const batch = ids.slice(start, start + 50).map((row) => globalId('Product', row.productId));
      const { body } = await gw.graphql(QUERY, { ids: batch });
      expect(body.errors).toBeUndefined();
      products.push(...body.data.nodes);
    }
    const tiered = products.filter((p) => p.tierPrices.length > 0);
    expect(tiered.length).toBeGreaterThan(50);
    // Products whose smallest order pays the offer price, below every tier: the case the issue saw.
    expect(tiered.some((p) => pagePrice(p, p.quantityBounds.min) === Number(p.offerPrice.amount))).toBe(true);

    const wrong = products.flatMap((p) => {
      const fewest = Math.max(1, p.quantityBounds.min);
      const prices = Array.from({ length: Math.max(fewest, p.quantityBounds.max) - fewest + 1 }, (_, i) =>
        pagePrice(p, fewest + i),
      );
      const expected = p.tierPrices.length
        ? { min: Math.min(...prices).toFixed(2), max: Math.max(...prices).toFixed(2) }
        : null;
      const actual = p.tierPriceRange && { min: p.tierPriceRange.min.amount, max: p.tierPriceRange.max.amount };
      return JSON.stringify(actual) === JSON.stringify(expected)
        ? []
        : [`${p.productId}: ${JSON.stringify(actual)}, page ${JSON.stringify(expected)}`];
    });
    expect(wrong).toEqual([]);
  });
});
