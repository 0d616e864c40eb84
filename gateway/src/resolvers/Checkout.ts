// Checkout: a cart or a Buy Now at the REST API's prices, and the placed checkout for the order completed page.
// Placing it is OrderPlacement.ts's.
import type { CheckoutSource } from '../__generated__/schema-types.ts';
import type {
  CheckoutLineResolvers,
  CheckoutResolvers,
  PlacedOrderResolvers,
} from '../__generated__/resolvers-types.ts';
import type { GraphQLContext } from '../context.ts';
import { restKeyOf, toGlobalId } from '../graph/ids.ts';
import type { CheckoutParent } from '../graph/mappers.ts';
import { toPaise } from '@marketplace/runtime/money';
import { moneyTotal } from '../graph/money.ts';
import { Refusal, refuse } from '../graph/userErrors.ts';
import * as account from '../upstream/account.ts';
import * as buying from '../upstream/checkout.ts';
import type { ListingProductDTO, OrderDTO, UserDTO } from '../upstream/dto.ts';
import { isRestKey } from '../upstream/restKeys.ts';
import { cartMaxQuantity } from './Cart.ts';
import { paymentMethodOf, paymentModeOf } from './Order.ts';

export const SIGN_IN_TO_CHECKOUT = 'No authentication token found';
export const SELECT_ADDRESS = 'Please select a delivery address';
export const EMPTY_CART = 'No Product in Your Cart';
/** What delivery would cost; the marketplace waives it (shown struck through). */
const SHIPPING_LIST_PRICE = 40;

const sum = (checkout: CheckoutParent, amount: (line: CheckoutParent['lines'][number]) => number) =>
  moneyTotal(checkout.lines.map(amount));
export const subTotal = (checkout: CheckoutParent) => sum(checkout, (l) => l.unitPrice * l.quantity);

/**
 * The checkout of `source`: the cart's lines at their REST prices, or one product at a quantity within its bounds
 * (a Refusal otherwise: the placement's userError, the `checkout` field's BAD_USER_INPUT).
 */
export async function buildCheckout(
  ctx: GraphQLContext,
  user: UserDTO,
  { source, productId, quantity }: { source: CheckoutSource; productId?: string | null; quantity?: number | null },
): Promise<CheckoutParent> {
  if (source === 'CART') {
    const lines = ctx.loaders.primeProducts(await account.cart(ctx.rest)).map((line) => ({
      product: line as ListingProductDTO,
      quantity: line.quantity,
      minQuantity: 1,
      maxQuantity: cartMaxQuantity(line),
      unitPrice: line.unitPrice,
    }));
    return { source, userId: user.id, lines, coinBalance: user.coin };
  }
  if (!productId) throw refuse('INVALID_INPUT', 'productId is required for a PRODUCT checkout', 'productId');
  const key = restKeyOf(productId, 'Product');
  const product = (key === null ? null : await ctx.loaders.product.load(key)) as ListingProductDTO | null;
  if (!product) throw refuse('NOT_FOUND', `Product ${productId} is not in the catalog`, 'productId');
  const bounds = { min: product.b2bminQty, max: Math.min(product.b2bMaxQty, product.stock) };
  const units = quantity ?? bounds.min;
  if (!Number.isInteger(units) || units < bounds.min || units > bounds.max) {
    throw refuse('INVALID_INPUT', `quantity must be between ${bounds.min} and ${bounds.max}`, 'quantity');
  }
  const { unitPrice } = await buying.productPrice(ctx.rest, product.productId, units);
  const line = { product, quantity: units, minQuantity: bounds.min, maxQuantity: bounds.max, unitPrice };
  return { source, userId: user.id, lines: [line], coinBalance: user.coin };
}

/**
 * A checkout's raw ID: its shopper and what it buys, the cart (one ID whatever the cart holds, so a cache updates it)
 * or a product at a quantity.
 */
function checkoutKey(c: CheckoutParent): string {
  const [line] = c.lines;
  return c.source === 'CART' || !line
    ? `${c.userId}:CART`
    : `${c.userId}:PRODUCT:${line.product.productId}:${line.quantity}`;
}

/** The checkout a global ID names, priced now; null unless it is the signed-in shopper's and still a valid one. */
export async function checkoutOf(ctx: GraphQLContext, rawId: string): Promise<CheckoutParent | null> {
  const [userId, source, productId, quantity, ...rest] = rawId.split(':');
  const user = await account.currentUser(ctx.rest);
  if (!user || user.id !== userId || rest.length > 0) return null;
  if (source === 'CART' && productId === undefined) return buildCheckout(ctx, user, { source });
  if (source !== 'PRODUCT' || !productId || !isRestKey(productId) || !/^\d{1,6}$/.test(quantity ?? '')) return null;
  try {
    return await buildCheckout(ctx, user, { source, productId, quantity: Number(quantity) });
  } catch (error) {
    if (error instanceof Refusal) return null;
    throw error;
  }
}

export const Checkout: CheckoutResolvers = {
  id: (c) => toGlobalId('Checkout', checkoutKey(c)),
  listTotal: (c) => sum(c, (l) => l.product.price * l.quantity),
  subTotal: (c) => subTotal(c),
  savings: (c) => sum(c, (l) => (l.product.price - l.unitPrice) * l.quantity),
  shipping: () => 0,
  shippingListPrice: () => SHIPPING_LIST_PRICE,
  total: (c) => subTotal(c),
  coins: async (c, _, ctx) => coinsOf(ctx, c),
  totalWithCoins: async (c, _, ctx) => subTotal(c) - (await coinsOf(ctx, c)).discount,
  paymentMethods: () => ['CASH_ON_DELIVERY', 'ONLINE'],
};

/** What the shopper's coins may take off a checkout (one /get-coin-range call per total). */
export async function coinsOf(ctx: GraphQLContext, checkout: CheckoutParent) {
  const total = subTotal(checkout);
  if (total <= 0) return { balance: checkout.coinBalance, redeemable: 0, discount: 0, coinValue: 0 };
  const range = await buying.coinRange(ctx.rest, total);
  return {
    balance: checkout.coinBalance,
    redeemable: range.redeemableCoins,
    discount: moneyTotal([range.redeemableCoins * range.coinValue]),
    coinValue: range.coinValue,
  };
}

export const CheckoutLine: CheckoutLineResolvers = {
  product: (l) => l.product,
  lineTotal: (l) => moneyTotal([l.unitPrice * l.quantity]),
  listTotal: (l) => moneyTotal([l.product.price * l.quantity]),
  savings: (l) => moneyTotal([(l.product.price - l.unitPrice) * l.quantity]),
};

const paise = (orders: OrderDTO[], amount: (item: OrderDTO['product']['items'][number]) => number) =>
  orders.flatMap((o) => o.product.items).reduce((total, item) => total + toPaise(amount(item)), 0);
const coinPaise = (orders: OrderDTO[]) => orders.reduce((total, o) => total + o.creditCoins * toPaise(o.coinValue), 0);

/** One of the signed-in shopper's placed checkouts by its REST key; null for a guest, or when it is not theirs. */
export const placedOrderOf = (ctx: GraphQLContext, parentOrderId: string) =>
  account.whenSignedIn(ctx.rest, null, async () => {
    const orders = await buying.placedOrders(ctx.rest, parentOrderId);
    return orders && { parentOrderId, orders };
  });

export const PlacedOrder: PlacedOrderResolvers = {
  id: (p) => toGlobalId('PlacedOrder', p.parentOrderId),
  placedAt: (p) => p.orders[0]!.orderDate,
  paymentMode: (p) => paymentModeOf(p.orders[0]!.paymentMode),
  paymentMethod: (p) => paymentMethodOf(p.orders[0]!.paymentMode),
  orders: (p) => p.orders,
  subTotal: (p) => paise(p.orders, (i) => i.productPrice) / 100,
  shipping: () => 0,
  coinDiscount: (p) => coinPaise(p.orders) / 100,
  total: (p) => (paise(p.orders, (i) => i.productPrice) - coinPaise(p.orders)) / 100,
  savings: (p) => paise(p.orders, (i) => (i.productDetails.price - i.productDetails.offerPrice) * i.quantity) / 100,
  expectedDeliveryAt: (p) =>
    p.orders.map((o) => o.expectedDeliveryDate).reduce((a, b) => (b._seconds > a._seconds ? b : a)),
};
