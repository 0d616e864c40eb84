// A shopper's whole visit through the marketplace graph, as a client that is not the storefront would make it:
// sign in for a bearer token, browse from the home page's categories to a product, add it to the cart (the payload
// answers the wishlist it left too), place the cart as a cash-on-delivery order, follow it live (a subscription)
// until its first fulfilment step, cancel its lines by their ids (the
// payload answers the order's new totals), and send an address form with three mistakes (refused whole: a userError
// per field, in one answer). Every object is referred to by the global `id` the graph answered. Each step is printed;
// any error or unexpected refusal exits with status 1.
import { randomUUID } from 'node:crypto';
import { accepted, createClient, dataOf, describe } from './client';
import {
  AddAddress,
  AddToCart,
  CancellationReasons,
  CancelOrder,
  CartCheckout,
  CategoryProducts,
  Home,
  OrderUpdated,
  PlaceOrder,
  ProductDetails,
  SignIn,
} from './operations';

const url = process.env.GRAPHQL_URL ?? 'http://localhost:4000/graphql';
const email = process.env.EMAIL ?? 'demo@example.com';
const password = process.env.PASSWORD ?? 'Demo@1234';
// How long to follow the order for its first step (the sandbox's simulator makes one a minute); 0 skips following.
const followSeconds = Number(process.env.FOLLOW_SECONDS ?? 90);

/**
 * Follows an order through `orderUpdated`: prints it as it is, then waits for its first fulfilment step (at most
 * `followSeconds`) and prints the step the tracker reached, with its time; then stops the subscription.
 */
function follow(client: ReturnType<typeof createClient>, orderId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => end(new Error(`The order did not move within ${followSeconds} s`)),
      followSeconds * 1000,
    );
    const { unsubscribe } = client.subscription(OrderUpdated, { orderId }).subscribe(({ data, error }) => {
      if (error) return end(new Error(error.message));
      const order = data?.orderUpdated;
      const line = order?.items[0];
      if (!order || !line) return;
      if (order.status === 'PROCESSING') return console.log(`Following ${order.orderId} live: ${line.statusText}`);
      const reached = line.tracker.filter((step) => step.done).at(-1);
      console.log(`${order.orderId} moved: ${reached?.title} at ${reached?.reachedAt}`);
      end(null);
    });
    function end(error: Error | null) {
      clearTimeout(timer);
      unsubscribe();
      if (error) reject(error);
      else resolve();
    }
  });
}

async function main() {
  const client = createClient(url);

  // 1. Sign in: the payload's session token goes as `Authorization: Bearer` on every later request.
  const { signInWithEmail } = await dataOf(client.mutation(SignIn, { input: { email, password } }));
  const { session, viewer } = accepted('Sign-in', signInWithEmail);
  if (!session) throw new Error('Sign-in answered no session');
  client.useToken(session.token);
  console.log(`Signed in as ${viewer.user?.name} (the token works until ${session.expiresAt})`);

  // 2. Browse: the home page's categories, the first one's products in stock, then one product.
  const { topCategories } = await dataOf(client.query(Home, {}));
  const category = topCategories.find((candidate) => candidate.hasProducts);
  if (!category) throw new Error('No category has products');
  const listing = await dataOf(client.query(CategoryProducts, { id: category.id }));
  if (listing.node?.__typename !== 'Category') throw new Error(`Category ${category.id} not found`);
  const { displayName, products } = listing.node;
  // A connection is null only with an error on it (a stale cursor), which `dataOf` has already thrown.
  if (!products) throw new Error(`"${displayName}" has no product listing`);
  console.log(`Category "${displayName}": ${products.totalCount} products in stock`);
  const first = products.edges[0]?.node;
  if (!first) throw new Error(`"${displayName}" has no product in stock`);
  const details = await dataOf(client.query(ProductDetails, { id: first.id }));
  if (details.node?.__typename !== 'Product') throw new Error(`Product ${first.id} not found`);
  const product = details.node;
  console.log(
    `Product "${product.name}": ${product.offerPrice.formatted}, ${product.stockLabel}, sold by ${product.seller.storeName}`,
  );

  // 3. Add one unit to the cart.
  const added = await dataOf(
    client.mutation(AddToCart, { input: { productId: product.id, quantity: 1, idempotencyKey: randomUUID() } }),
  );
  const { cart, product: inCart, wishlist } = accepted('Add to cart', added.addToCart);
  console.log(`Added to the cart: ${cart?.lineCount} lines, ${cart?.subTotal.formatted}`);
  if (!inCart?.inCart || inCart.inWishlist) throw new Error('The payload does not answer the product after the change');
  console.log(`The wishlist after it: ${wishlist?.products?.totalCount} products, without this one`);

  // 4. Check out the cart, cash on delivery, to the primary address.
  const { viewer: shopper } = await dataOf(client.query(CartCheckout, {}));
  const address = shopper.user?.addresses.find((candidate) => candidate.isPrimary);
  if (!address || !shopper.checkout) throw new Error('The shopper has no primary address or no checkout');
  console.log(
    `Checkout: ${shopper.checkout.lines.length} lines, ${shopper.checkout.total.formatted}, to ${address.localArea} ${address.pincode}`,
  );
  const placed = await dataOf(
    client.mutation(PlaceOrder, {
      input: { source: 'CART', addressId: address.id, paymentMethod: 'CASH_ON_DELIVERY', idempotencyKey: randomUUID() },
    }),
  );
  const { order: checkout } = accepted('Placing the order', placed.placeOrder);
  if (!checkout) throw new Error('Placing the order answered no order');
  console.log(
    `Placed ${checkout.parentOrderId} (${checkout.total.formatted}, cash on delivery): ${checkout.orders.map((order) => order.orderId).join(', ')}`,
  );

  // 5. Follow the first order live until a seller (or the sandbox's simulator) ships it.
  const followed = checkout.orders[0];
  if (followSeconds > 0 && followed) await follow(client, followed.id);

  // 6. Cancel every line of every order of the checkout by the lines' ids, with the first reason the cancellation
  //    form offers; the payload answers the order with its new totals.
  const { cancellationReasons } = await dataOf(client.query(CancellationReasons, {}));
  const reason = cancellationReasons[0];
  if (!reason) throw new Error('No cancellation reason is offered');
  for (const order of checkout.orders) {
    const lineIds = order.items.map((item) => item.id);
    const cancelled = await dataOf(
      client.mutation(CancelOrder, { input: { orderId: order.id, lineIds, reason: reason.reason } }),
    );
    const { order: after } = accepted(`Cancelling ${order.orderId}`, cancelled.cancelOrder);
    if (after?.status !== 'CANCELLED') throw new Error(`${order.orderId} is ${after?.status} after cancelling`);
    if (after.cancelledItems.length !== lineIds.length) throw new Error(`${order.orderId} kept a line`);
    console.log(
      `Cancelled ${after.orderId} ("${reason.text}"): now ${after.currentTotal.formatted}, ${after.amountDue.formatted} due`,
    );
  }

  // 7. An address form with three mistakes: refused whole, a userError on each field at fault in one answer.
  const form = {
    name: 'R2 D2',
    phoneNumber: '98765',
    houseName: 'Flat 3B',
    localArea: 'Indiranagar',
    pincode: '5600',
    state: 'Karnataka',
  };
  const { addAddress } = await dataOf(client.mutation(AddAddress, { input: form }));
  if (addAddress.address || addAddress.userErrors.length === 0) throw new Error('The broken address form was saved');
  console.log(`Address form refused, ${addAddress.userErrors.length} userErrors in one answer:`);
  for (const error of addAddress.userErrors) console.log(`  ${describe(error)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
