import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DEMO } from '../helpers/api.ts';
import { CATEGORIES, PRODUCTS, SELLERS } from '../helpers/fixtures.ts';
import { startGateway, type TestGateway } from '../helpers/gateway.ts';
import { newShopper } from '../helpers/shopper.ts';

let gw: TestGateway;
let demo: string;
beforeAll(async () => {
  gw = await startGateway();
  demo = await gw.api.signIn(DEMO);
});
afterAll(() => gw.close());

const PAGE = 'totalCount nodes { id } edges { node { id } } pageInfo { endCursor }';
const nodesOfEdges = (connection: { edges: { node: unknown }[] }) => connection.edges.map((edge) => edge.node);

describe('the `nodes` shortcut', () => {
  it('answers the edges’ nodes, in order, on connections the gateway slices and on those the REST API pages', async () => {
    const query = /* GraphQL */ `query ($category: ID!, $seller: ID!) {
      category(categoryId: $category) { products(first: 5) { ${PAGE} } }
      seller(sellerId: $seller) { ratings(first: 3) { ${PAGE} } }
      viewer { orders(first: 4) { ${PAGE} } }
    }`;
    const { body } = await gw.graphql(
      query,
      { category: CATEGORIES.groceries, seller: SELLERS.withRatings },
      { token: demo },
    );
    expect(body.errors).toBeUndefined();
    const { category, seller, viewer } = body.data;
    for (const [connection, size] of [
      [category.products, 5],
      [seller.ratings, 3],
      [viewer.orders, 4],
    ] as const) {
      expect(connection.nodes).toHaveLength(size);
      expect(connection.nodes).toEqual(nodesOfEdges(connection));
    }
  });
});

describe('a stale or malformed cursor', () => {
  const CATEGORY = /* GraphQL */ `
    query ($id: ID!, $after: String) {
      category(categoryId: $id) {
        categoryId
        name
        products(first: 2, after: $after) {
          nodes {
            productId
          }
        }
      }
    }
  `;

  it('is a BAD_USER_INPUT error on the connection field only: the category stays', async () => {
    const { body } = await gw.graphql(CATEGORY, { id: CATEGORIES.groceries, after: 'bm90IGEgY3Vyc29y' });
    expect(body.data.category).toEqual({ categoryId: CATEGORIES.groceries, name: 'Groceries', products: null });
    expect(body.errors).toMatchObject([
      {
        message: 'Invalid cursor "bm90IGEgY3Vyc29y"',
        path: ['category', 'products'],
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
  });

  const WISHLIST = /* GraphQL */ `
    query ($after: String) {
      viewer {
        wishlist {
          id
          products(first: 2, after: $after) {
            totalCount
            nodes {
              productId
            }
            pageInfo {
              endCursor
            }
          }
        }
      }
    }
  `;

  /** A new shopper with two products on the wishlist, and the cursor of the second (the list's last). */
  async function wishlistOfTwo() {
    const shopper = await newShopper(gw.api);
    await sql`INSERT INTO wishlist_items (userId, productId, addedAt)
              VALUES (${shopper.id}, ${PRODUCTS.inStock}, 1), (${shopper.id}, ${PRODUCTS.fewLeft}, 2)`.execute(
      gw.api.queries,
    );
    const { body } = await gw.graphql(WISHLIST, {}, { token: shopper.token });
    expect(body.data.viewer.wishlist.products.totalCount).toBe(2);
    return {
      shopper,
      wishlistId: body.data.viewer.wishlist.id,
      endCursor: body.data.viewer.wishlist.products.pageInfo.endCursor as string,
    };
  }

  it('is an error when the list shrank past it, not a silent empty page', async () => {
    const { shopper, wishlistId, endCursor } = await wishlistOfTwo();
    await sql`DELETE FROM wishlist_items WHERE userId = ${shopper.id}`.execute(gw.api.queries);
    const { body } = await gw.graphql(WISHLIST, { after: endCursor }, { token: shopper.token });
    expect(body.data.viewer.wishlist).toEqual({ id: wishlistId, products: null });
    expect(body.errors).toMatchObject([
      {
        message: `The cursor "${endCursor}" no longer names a position in the list (it has 0 items): ask again without after`,
        path: ['viewer', 'wishlist', 'products'],
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
  });

  it('is no error while the list still reaches it: after the last item comes an empty page', async () => {
    const { shopper, endCursor } = await wishlistOfTwo();
    const { body } = await gw.graphql(WISHLIST, { after: endCursor }, { token: shopper.token });
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer.wishlist.products).toEqual({ totalCount: 2, nodes: [], pageInfo: { endCursor: null } });
  });
});
