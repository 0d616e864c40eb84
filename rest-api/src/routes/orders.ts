import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { all } from '../db/queries.ts';
import type { Deps } from '../deps.ts';
import { refuse } from '../refusals.ts';
import { bearerSecurity, createRouter, errors, ok, requireUser } from '../http.ts';
import { createOrderedProducts, PURCHASED_ITEM } from '../orders/purchases.ts';
import { createOrderReader, OrderSchema } from '../serializers/order.ts';
import { ListingProductSchema } from '../serializers/product.ts';

const OrderIdParams = z.object({ orderId: z.string().min(1).max(100) });
const OrdersSchema = z.object({ orders: z.array(OrderSchema) }).openapi('Orders');

export function ordersRoutes(deps: Deps) {
  const router = createRouter();
  const auth = requireUser(deps);
  const orders = createOrderReader(deps.queries);
  const orderedProducts = createOrderedProducts(deps.queries);
  const buyAgainIds = (userId: string) =>
    all(
      deps.queries,
      sql<{ productId: string }>`SELECT i.productId FROM order_items i JOIN orders o ON o.id = i.orderId
        WHERE o.userId = ${userId} AND ${sql.raw(PURCHASED_ITEM)}
        GROUP BY i.productId ORDER BY MAX(o.orderDate) DESC, MAX(o.rowid) DESC`,
    );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/get-order-summery/{orderId}',
      tags: ['Orders'],
      summary: 'The seller orders of one placed (parent) order, for the order-completed page',
      description:
        'orderId is the parent order id /place-order returned. Needs the token (the original client sent none).',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { params: OrderIdParams },
      responses: { 200: ok(OrdersSchema), ...errors(400, 401, 404) },
    }),
    async (c) => {
      const list = await orders.ofParent(c.req.valid('param').orderId, c.get('user').id);
      if (list.length === 0) throw refuse('ORDER_DETAILS_NOT_FOUND');
      return c.json({ orders: list }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/order-inner-details/{orderId}',
      tags: ['Orders'],
      summary: 'One seller order with its items, for the order details page',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { params: OrderIdParams },
      responses: { 200: ok(z.object({ order: OrderSchema })), ...errors(400, 401, 404) },
    }),
    async (c) => {
      const order = await orders.one(c.req.valid('param').orderId, c.get('user').id);
      if (!order) throw refuse('ORDER_DETAILS_NOT_FOUND');
      return c.json({ order }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/get-all-orders',
      tags: ['Orders'],
      summary: "The user's seller orders, newest first",
      security: bearerSecurity,
      middleware: [auth] as const,
      responses: { 200: ok(OrdersSchema), ...errors(401) },
    }),
    async (c) => c.json({ orders: await orders.ofUser(c.get('user').id) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/get-buy-again-products',
      tags: ['Orders'],
      summary: 'Distinct products of the user’s delivered items, most recently ordered first',
      security: bearerSecurity,
      middleware: [auth] as const,
      responses: { 200: ok(z.object({ products: z.array(ListingProductSchema) })), ...errors(401) },
    }),
    async (c) => {
      const rows = await Promise.all(
        (await buyAgainIds(c.get('user').id)).map(({ productId }) => deps.products.row(productId)),
      );
      const products = rows.filter((row) => row !== undefined).map(deps.products.listing);
      return c.json({ products }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/get-purchased-product-ids',
      tags: ['Orders'],
      summary: 'The ids of every product the user has ordered and not cancelled, in productId order',
      description:
        'Extension of the reference API: the products for which /getProductInnerDetails answers `purchased: true` ' +
        '(placed, on the way or delivered; a cancelled item does not count), in one call, so that a list of products ' +
        'can show which ones the user bought.',
      security: bearerSecurity,
      middleware: [auth] as const,
      responses: {
        200: ok(z.object({ productIds: z.array(z.string()) })),
        ...errors(401),
      },
    }),
    async (c) => c.json({ productIds: await orderedProducts(c.get('user').id) }, 200),
  );

  return router;
}
