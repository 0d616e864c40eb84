import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PRODUCTS } from '../helpers/fixtures.ts';
import { startGateway, type TestGateway } from '../helpers/gateway.ts';
import { newShopper } from '../helpers/shopper.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

// The REST API answers "" for text nobody gave (a blank form field, a rating without a review); the graph says null.
describe('missing text is null, never an empty string', () => {
  it('on a seller rating given without a title or a comment', async () => {
    const shopper = await newShopper(gw.api);
    const RATE = /* GraphQL */ `
      mutation ($input: RateSellerInput!) {
        rateSeller(input: $input) {
          seller {
            ratings(first: 1) {
              nodes {
                authorName
                rating
                title
                comment
              }
            }
          }
          userErrors {
            code
          }
        }
      }
    `;
    const { body } = await gw.graphql(RATE, { input: { sellerId: 'SEL006', rating: 3.5 } }, { token: shopper.token });
    expect(await gw.api.count('seller_ratings', sql`userId = ${shopper.id} AND review = '' AND comment = ''`)).toBe(1);
    expect(body.data.rateSeller).toEqual({
      seller: { ratings: { nodes: [{ authorName: 'Test Shopper', rating: 3.5, title: null, comment: null }] } },
      userErrors: [],
    });
  });

  it("on an address's landmark, alternative phone number and country", async () => {
    const shopper = await newShopper(gw.api);
    await sql`INSERT INTO addresses (userId, name, phoneNumber, alternativePhoneNumber, houseName, localArea, landMark, pincode, state, country)
        VALUES (${shopper.id}, 'Test Shopper', '9876500099', '', '12 MG Road', 'Fort', '', '400001', 'Maharashtra', ' ')`.execute(
      gw.api.queries,
    );
    const query = '{ viewer { user { addresses { houseName landmark alternativePhoneNumber country } } } }';
    const { body } = await gw.graphql(query, {}, { token: shopper.token });
    expect(body.data.viewer.user.addresses).toEqual([
      { houseName: '12 MG Road', landmark: null, alternativePhoneNumber: null, country: null },
    ]);
  });

  it("on a product's description", async () => {
    await sql`UPDATE products SET description = '' WHERE productId = ${PRODUCTS.neverBought}`.execute(gw.api.queries);
    const { body } = await gw.graphql('query ($id: ID!) { product(productId: $id) { name description } }', {
      id: PRODUCTS.neverBought,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.product.description).toBeNull();
  });
});
