import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { first } from '../../rest-api/src/db/queries.ts';
import { startGateway, type TestGateway } from '../helpers/gateway.ts';
import { newShopper, withExpiredTokens } from '../helpers/shopper.ts';

let gw: TestGateway;
beforeAll(async () => {
  // With the catalog cache on, as in production: the rating must not be hidden by cached store answers.
  gw = await startGateway({ catalogTtlSeconds: 30 });
});
afterAll(() => gw.close());

const RATE = /* GraphQL */ `
  mutation ($input: RateSellerInput!) {
    rateSeller(input: $input) {
      seller {
        sellerId
        ratingSummary {
          average
          count
        }
        ratings(first: 1) {
          totalCount
          edges {
            node {
              authorName
              rating
              title
              comment
            }
          }
        }
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;
const SUMMARY = /* GraphQL */ `
  query ($id: ID!) {
    seller(sellerId: $id) {
      ratingSummary {
        average
        count
      }
      ratings(first: 3) {
        totalCount
      }
    }
  }
`;

const rows = (sellerId: string, where = sql`TRUE`) =>
  gw.api.count('seller_ratings', sql`sellerId = ${sellerId} AND ${where}`);
const mean = async (sellerId: string) => {
  const { average } = (await first(
    gw.api.queries,
    sql`SELECT AVG(rating) AS average FROM seller_ratings WHERE sellerId = ${sellerId}`,
  )) as { average: number };
  return Math.round(average * 10) / 10;
};

async function rate(input: Record<string, unknown>, token?: string) {
  const { body } = await gw.graphql(RATE, { input }, { token });
  expect(body.errors).toBeUndefined();
  return body.data.rateSeller;
}

describe('rateSeller', () => {
  it('refuses a guest with UNAUTHENTICATED and stores nothing', async () => {
    const before = await rows('SEL002');
    expect(await rate({ sellerId: 'SEL002', rating: 4 })).toEqual({
      seller: null,
      userErrors: [{ field: null, code: 'UNAUTHENTICATED', message: 'Please sign in to rate this seller' }],
    });
    expect(await rows('SEL002')).toBe(before);
  });

  it('stores the rating and answers the store with the new summary and the new rating first', async () => {
    const shopper = await newShopper(gw.api);
    const sellerId = 'SEL003';
    const before = (await gw.graphql(SUMMARY, { id: sellerId })).body.data.seller;
    const count = await rows(sellerId);
    expect(before.ratingSummary.count).toBe(count);

    const payload = await rate(
      { sellerId, rating: 4.5, title: 'Reliable supplier', comment: 'Packed well, on time.' },
      shopper.token,
    );
    expect(payload.userErrors).toEqual([]);
    expect(await rows(sellerId, sql`userId = ${shopper.id} AND rating = 4.5 AND review = 'Reliable supplier'`)).toBe(1);
    const { customDocId } = (await first(
      gw.api.queries,
      sql`SELECT customDocId FROM users WHERE id = ${shopper.id}`,
    )) as {
      customDocId: string;
    };
    expect(await rows(sellerId, sql`userId = ${shopper.id} AND customerId = ${customDocId}`)).toBe(1);
    expect(payload.seller).toEqual({
      sellerId,
      ratingSummary: { average: await mean(sellerId), count: count + 1 },
      ratings: {
        totalCount: count + 1,
        edges: [
          {
            node: {
              authorName: 'Test Shopper',
              rating: 4.5,
              title: 'Reliable supplier',
              comment: 'Packed well, on time.',
            },
          },
        ],
      },
    });
    // A later request sees it too, although the store's answers were cached before the rating.
    const after = (await gw.graphql(SUMMARY, { id: sellerId })).body.data.seller;
    expect(after).toEqual({ ratingSummary: payload.seller.ratingSummary, ratings: { totalCount: count + 1 } });
  });

  it('refuses a second rating of the same store with ALREADY_EXISTS and keeps one row', async () => {
    const shopper = await newShopper(gw.api);
    expect((await rate({ sellerId: 'SEL004', rating: 5 }, shopper.token)).userErrors).toEqual([]);
    expect(await rate({ sellerId: 'SEL004', rating: 1, title: 'Changed my mind' }, shopper.token)).toEqual({
      seller: null,
      userErrors: [
        { field: ['input', 'sellerId'], code: 'ALREADY_EXISTS', message: 'You have already rated this seller' },
      ],
    });
    expect(await rows('SEL004', sql`userId = ${shopper.id}`)).toBe(1);
    expect(await rows('SEL004', sql`userId = ${shopper.id} AND rating = 5`)).toBe(1);
  });

  it('refuses a rating outside 0.5 to 5 in half steps, and too long texts, with INVALID_INPUT', async () => {
    const shopper = await newShopper(gw.api);
    const before = await rows('SEL005');
    for (const rating of [6, 0, 0.3, 4.25]) {
      expect(await rate({ sellerId: 'SEL005', rating }, shopper.token)).toEqual({
        seller: null,
        userErrors: [
          {
            field: ['input', 'rating'],
            code: 'INVALID_INPUT',
            message: 'Rating must be between 0.5 and 5 in half steps',
          },
        ],
      });
    }
    expect((await rate({ sellerId: 'SEL005', rating: 4, title: 'x'.repeat(201) }, shopper.token)).userErrors).toEqual([
      { field: ['input', 'title'], code: 'INVALID_INPUT', message: 'Title must be at most 200 characters' },
    ]);
    expect(await rows('SEL005')).toBe(before);
  });

  it('refuses an unknown store with NOT_FOUND', async () => {
    const shopper = await newShopper(gw.api);
    expect(await rate({ sellerId: 'SEL404', rating: 4 }, shopper.token)).toEqual({
      seller: null,
      userErrors: [{ field: ['input', 'sellerId'], code: 'NOT_FOUND', message: 'Seller not found' }],
    });
    expect(await gw.api.count('seller_ratings', sql`userId = ${shopper.id}`)).toBe(0);
  });

  it('refuses an expired session with UNAUTHENTICATED and clears the cookie', async () => {
    const shopper = await newShopper(gw.api);
    const { body, headers } = await withExpiredTokens(gw.api, () =>
      gw.graphql(
        RATE,
        { input: { sellerId: 'SEL006', rating: 3 } },
        { headers: { cookie: `session=${shopper.token}` } },
      ),
    );
    expect(body.data.rateSeller.userErrors).toEqual([
      { field: null, code: 'UNAUTHENTICATED', message: 'Your session has expired. Please log in again.' },
    ]);
    expect(headers.get('set-cookie')).toMatch(/^session=;/);
    expect(await gw.api.count('seller_ratings', sql`userId = ${shopper.id}`)).toBe(0);
  });
});
